import { createHash } from 'node:crypto';

/**
 * The query id a search answers with (SPEC §5): the same search (words and page) has the same id,
 * so the page server and the browser agree and clicks and conversions group by search.
 */
export const searchQueryId = (query: string, page: number): string => createHash('sha256').update(`search\u0000${query}\u0000${page}`).digest('hex').slice(0, 24);
