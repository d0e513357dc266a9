/** SPEC §9: a search's query id qualifies its clicks and conversions for 30 minutes; at most 100 are kept. */
export const QUALIFIED_QUERY_TTL_MS = 30 * 60 * 1000;
export const QUALIFIED_QUERIES_MAX = 100;

/** SPEC §3 "Qualified queries: id, ttl" — ttl is the instant (epoch ms) the query stops qualifying. */
export interface QualifiedQuery {
  id: string;
  ttl: number;
}

const live = (queries: readonly QualifiedQuery[], now: number) => queries.filter((q) => q.ttl > now);

/** The list with `id` (re)qualified for 30 minutes from now: expired ones dropped, the oldest beyond 100 forgotten. */
export function qualify(queries: readonly QualifiedQuery[], id: string, now: number): QualifiedQuery[] {
  const kept = live(queries, now).filter((q) => q.id !== id);
  return [...kept, { id, ttl: now + QUALIFIED_QUERY_TTL_MS }].slice(-QUALIFIED_QUERIES_MAX);
}

export function isQualified(queries: readonly QualifiedQuery[], id: string, now: number): boolean {
  return live(queries, now).some((q) => q.id === id);
}

/** Reads a stored list, keeping only well-formed entries (storage is outside our control). */
export function parseQualifiedQueries(raw: unknown): QualifiedQuery[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((q): q is QualifiedQuery => typeof q === 'object' && q !== null && typeof q.id === 'string' && typeof q.ttl === 'number').slice(-QUALIFIED_QUERIES_MAX);
}
