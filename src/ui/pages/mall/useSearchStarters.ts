import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HotSearchTerms } from '../../../application/mall/HotSearchTerms';
import { SearchHistory } from '../../../application/mall/SearchHistory';
import { useContainer } from '../../di/ContainerProvider';
import type { ShownSuggestion } from './searchScopes';

/** The hot list changes with a week of searches: one fetch a visit is plenty. */
const HOT_STALE_MS = 5 * 60_000;
const HISTORY_KEY = ['mall', 'search-history'] as const;

/**
 * What an empty mall search box offers (issue 30): 最近搜尋 (this browser's, newest first) and
 * 熱門搜尋 (the shop's), read when the box opens empty; `clear` forgets the history.
 */
export function useSearchStarters(enabled: boolean): { starters: ShownSuggestion[]; clear: () => void } {
  const container = useContainer();
  const client = useQueryClient();
  // Read afresh at each opening (staleTime 0): another tab or the results page may have added a search since.
  const { data: recent = [] } = useQuery({
    queryKey: HISTORY_KEY, queryFn: async () => container.get(SearchHistory).list(), enabled, staleTime: 0, gcTime: 0,
  });
  const { data: hot = [] } = useQuery({
    queryKey: ['mall', 'hot-searches'], queryFn: () => container.get(HotSearchTerms).execute(), enabled, staleTime: HOT_STALE_MS,
  });
  const clear = () => {
    container.get(SearchHistory).clear();
    client.setQueryData(HISTORY_KEY, []);
  };
  const starters: ShownSuggestion[] = [
    ...recent.map((text) => ({ key: `recent-${text}`, text, group: 'recent' as const })),
    ...hot.filter((text) => !recent.includes(text)).map((text) => ({ key: `hot-${text}`, text, group: 'hot' as const })),
  ];
  return { starters, clear };
}
