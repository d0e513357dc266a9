import type { SuggestType } from '../../../domain/mall/browse';
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
  // The explore and forum boxes' copy lives here, not in their areas' messages: every search box paints with it.
  explore: { action: '/explore', label: '搜尋育兒文章與選購指南', placeholder: '搜尋副食品、睡眠、奶瓶…' },
  qa: { action: '/qa/search', label: '搜尋討論區的問題', placeholder: '搜尋脹氣、夜奶、副食品…' },
};
