/** How many recent searches the box remembers (issue 30: 最近搜尋). */
export const SEARCH_HISTORY_LIMIT = 10;

/** The remembered searches from what storage holds: a list of strings, anything else is none. */
export function parseSearchHistory(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The history after searching `query`: it comes first, once, and the oldest beyond the limit go. */
export function rememberSearch(history: readonly string[], query: string): string[] {
  const q = query.trim();
  if (q === '') return [...history];
  return [q, ...history.filter((h) => h !== q)].slice(0, SEARCH_HISTORY_LIMIT);
}
