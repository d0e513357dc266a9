import type { Resolver } from '../../../application/injection';
import { LoadArticle } from '../../../application/explore/LoadArticle';
import { LoadExplore } from '../../../application/explore/LoadExplore';
import { LoadGuide } from '../../../application/explore/LoadGuide';
import { SuggestContent } from '../../../application/explore/SuggestContent';
import { parseArticleId, parseGuideId } from '../../../domain/explore/explore';
import { searchableQuery } from '../../../domain/mall/browse';
import type { CatalogRead } from '../catalog/catalogQueries';

type Params = Record<string, string | undefined>;

/** Same shape as the catalog pages' reads: loader, page and meta share one cache entry. */
const read = <I, T>(key: string, input: (p: Params, s: URLSearchParams) => I | null, load: (c: Resolver, i: I) => Promise<T>): CatalogRead<I, T> => ({
  input,
  key: (value) => ['explore', key, value],
  query: (container, value) => ({ queryKey: ['explore', key, value], queryFn: () => load(container, value) }),
});

/** /explore, or /explore?query= filtered by title. */
export const exploreRead = read('home', (_p, s) => ({ query: searchableQuery(s.get('query')) }), (c, input) => c.get(LoadExplore).execute(input));

export const articleRead = read('article', (p) => {
  const id = parseArticleId(p.id);
  return id === null ? null : { id };
}, (c, input) => c.get(LoadArticle).execute(input));

export const guideRead = read('guide', (p) => {
  const id = parseGuideId(p.id);
  return id === null ? null : { id };
}, (c, input) => c.get(LoadGuide).execute(input));

/** Suggestions of the search-suggest page for explore or qa. */
export const contentSuggestQuery = (container: Resolver, type: 'explore' | 'qa', query: string) => ({
  queryKey: ['explore', 'suggest', type, query] as const,
  queryFn: () => container.get(SuggestContent).execute({ type, query }),
  staleTime: 60_000,
});
