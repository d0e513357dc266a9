import type { Resolver } from '../../../application/injection';
import { SuggestSearchTerms } from '../../../application/mall/SuggestSearchTerms';
import type { SuggestType } from '../../../domain/mall/browse';
import { contentSuggestQuery } from '../explore/exploreQueries';
import { MallCopy } from './messages';
import { SEARCH_SCOPE_COPY, type SearchScopeCopy } from './searchScopeCopy';

/** One suggestion as the box shows it: a badge for brands; a path when it opens a page directly. */
export interface ShownSuggestion { key: string; text: string; badge?: string; path?: string; group?: 'recent' | 'hot' }

export interface SearchScope extends SearchScopeCopy {
  query(container: Resolver, query: string): { queryKey: readonly unknown[]; queryFn: () => Promise<ShownSuggestion[]>; staleTime: number };
}

const content = (type: 'explore' | 'qa'): SearchScope => ({
  ...SEARCH_SCOPE_COPY[type],
  query: (container, query) => {
    const base = contentSuggestQuery(container, type, query);
    return { ...base, queryFn: async () => (await base.queryFn()).map((s) => ({ key: s.path, text: s.text, path: s.path })) };
  },
});

/** SPEC §2.1 search-suggest/{mall|explore|qa}: mall searches group-buys, explore articles and guides, qa the forum. */
export const SEARCH_SCOPES: Record<SuggestType, SearchScope> = {
  mall: {
    ...SEARCH_SCOPE_COPY.mall,
    query: (container, query) => ({
      queryKey: ['mall', 'suggest-shown', query], staleTime: 60_000,
      queryFn: async () => (await container.get(SuggestSearchTerms).execute({ query }))
        .map((s) => ({ key: `${s.kind}-${s.text}`, text: s.text, badge: s.kind === 'brand' ? MallCopy.suggestBrand : undefined })),
    }),
  },
  explore: content('explore'),
  qa: content('qa'),
};
