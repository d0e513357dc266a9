import type { SuggestType } from '../../../domain/mall/browse';
import { ExploreCopy } from '../explore/messages';
import { MallCopy } from './messages';

/** What a search box of a scope says and where it searches: all a plain search form needs (searchScopes.ts adds the suggestions). */
export interface SearchScopeCopy {
  /** Where submitting the box goes (also the form's action without JS). */
  action: string;
  label: string;
  placeholder: string;
}

/** A page's search box: its text at first, whether it suggests as you type, whether it takes the focus, its scope. */
export interface SearchFormProps {
  initial?: string;
  suggest?: boolean;
  autoFocus?: boolean;
  scope?: SuggestType;
}

export const SEARCH_SCOPE_COPY: Record<SuggestType, SearchScopeCopy> = {
  mall: { action: '/groupbuy/search', label: MallCopy.searchLabel, placeholder: MallCopy.searchPlaceholder },
  explore: { action: '/explore', label: ExploreCopy.suggestLabels.explore, placeholder: ExploreCopy.suggestPlaceholders.explore },
  qa: { action: '/qa/search', label: ExploreCopy.suggestLabels.qa, placeholder: ExploreCopy.suggestPlaceholders.qa },
};
