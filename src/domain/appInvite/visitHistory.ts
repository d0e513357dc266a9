/** SPEC §3 "Page visit history": each full path with its visit count. */
export type VisitHistory = Readonly<Record<string, number>>;

/** Keeps the newest paths only, so the stored history stays small. */
export const VISIT_HISTORY_MAX_PATHS = 50;

export function recordVisit(history: VisitHistory, fullPath: string): VisitHistory {
  const rest = Object.entries(history).filter(([path]) => path !== fullPath);
  const kept = rest.slice(Math.max(0, rest.length - (VISIT_HISTORY_MAX_PATHS - 1)));
  return Object.fromEntries([...kept, [fullPath, (history[fullPath] ?? 0) + 1]]);
}

export function parseVisitHistory(raw: string | null): VisitHistory {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, count]) => typeof count === 'number' && count > 0));
  } catch {
    return {};
  }
}
