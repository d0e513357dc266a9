/** What a browser does with a provider page's forms: where each posts, its hidden fields, its button's accessible name. */
export interface PageForm { action: string; fields: Record<string, string>; button: string }

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form[^>]*method="post" action="([^"]+)">(.*?)<\/form>/gs)].map(([, action, inner]) => ({
    action: unescape(action),
    fields: Object.fromEntries([...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, n, v]) => [unescape(n), unescape(v)])),
    button: unescape(/aria-label="([^"]+)"/.exec(inner)?.[1] ?? /<button[^>]*>([^<]*)<\/button>/.exec(inner)?.[1] ?? ''),
  }));
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
