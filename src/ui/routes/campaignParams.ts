const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** The campaign attributes (SPEC §3) in a URL, or null when it carries none. */
export function campaignParams(url: URL): Record<string, string> | null {
  const entries = CAMPAIGN_KEYS.map((key) => [key, url.searchParams.get(key)?.slice(0, 100) ?? ''] as const).filter(([, value]) => value !== '');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
