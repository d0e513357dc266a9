import { inject, injectable } from '../injection';
import { parseSearchHistory, rememberSearch } from '../../domain/mall/searchHistory';
import type { KeyValueStore } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';

export const SEARCH_HISTORY_KEY = 'jiutuan.searchHistory';

/** 最近搜尋 (issue 30): the mall searches this browser made, newest first; kept in the browser only. */
@injectable()
export class SearchHistory {
  constructor(@inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore) {}

  list(): string[] {
    return parseSearchHistory(this.store.get(SEARCH_HISTORY_KEY));
  }

  remember(query: string): void {
    this.store.set(SEARCH_HISTORY_KEY, JSON.stringify(rememberSearch(this.list(), query)));
  }

  clear(): void {
    this.store.remove(SEARCH_HISTORY_KEY);
  }
}
