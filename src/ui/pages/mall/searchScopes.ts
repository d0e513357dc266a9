import type { Resolver } from '../../../application/injection';
import { SuggestSearchTerms } from '../../../application/mall/SuggestSearchTerms';
import type { SuggestType } from '../../../domain/mall/browse';
import { contentSuggestQuery } from '../explore/exploreQueries';
import { ExploreCopy } from '../explore/messages';
import { MallCopy } from './messages';

/** One suggestion as the box shows it: a badge for brands; a path when it opens a page directly. */
export interface ShownSuggestion { key: string; text: string; badge?: string; path?: string }

export interface SearchScope {
  /** Where submitting the box goes (also the form's action without JS). */
  action: string;
  label: string;
  placeholder: string;
  query(container: Resolver, query: string): { queryKey: readonly unknown[]; queryFn: () => Promise<ShownSuggestion[]>; staleTime: number };
}

const content = (type: 'explore' | 'qa', action: string): SearchScope => ({
  action,
  label: ExploreCopy.suggestLabels[type],
  placeholder: ExploreCopy.suggestPlaceholders[type],
  query: (container, query) => {
    const base = contentSuggestQuery(container, type, query);
    return { ...base, queryFn: async () => (await base.queryFn()).map((s) => ({ key: s.path, text: s.text, path: s.path })) };
  },
});

/** SPEC §2.1 search-suggest/{mall|explore|qa}: mall searches group-buys, explore articles and guides, qa the forum. */
export const SEARCH_SCOPES: Record<SuggestType, SearchScope> = {
  mall: {
    action: '/groupbuy/search',
    label: MallCopy.searchLabel,
    placeholder: MallCopy.searchPlaceholder,
    query: (container, query) => ({
      queryKey: ['mall', 'suggest-shown', query], staleTime: 60_000,
      queryFn: async () => (await container.get(SuggestSearchTerms).execute({ query }))
        .map((s) => ({ key: `${s.kind}-${s.text}`, text: s.text, badge: s.kind === 'brand' ? MallCopy.suggestBrand : undefined })),
    }),
  },
  explore: content('explore', '/explore'),
  qa: content('qa', '/qa/search'),
};
