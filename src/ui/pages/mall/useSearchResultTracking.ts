import { useCallback, useEffect, type MouseEvent } from 'react';
import { RegisterSearchQuery } from '../../../application/searchTracking/RegisterSearchQuery';
import { TrackSearchClick } from '../../../application/searchTracking/TrackSearchClick';
import type { GroupBuyCard } from '../../../domain/catalog/GroupBuyCard';
import { useUseCase } from '../../hooks/useUseCase';

/** The search index our results come from (SPEC §3 search tracking `index`). */
const SEARCH_INDEX = 'groupbuy';
/** The search call's page size (contract GROUP_LIST_PAGE_SIZE): positions count from the first result of page 1. */
const RESULTS_PER_PAGE = 20;

/**
 * SPEC §5: the shown search qualifies its query id; a click on a result card (caught on the grid,
 * so the cards stay plain links) sends click-after-search with the card's 1-based position.
 */
export function useSearchResultTracking(queryId: string | undefined, cards: GroupBuyCard[], page: number) {
  const register = useUseCase(RegisterSearchQuery);
  const track = useUseCase(TrackSearchClick);
  useEffect(() => register.execute({ queryId }), [register, queryId]);
  return useCallback((event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link) return;
    const href = link.getAttribute('href') ?? '';
    const index = cards.findIndex((card) => card.url === href || href.endsWith(card.url));
    if (index < 0) return;
    track.execute({ queryId, objectId: cards[index].id, index: SEARCH_INDEX, event: 'click', position: (page - 1) * RESULTS_PER_PAGE + index + 1 });
  }, [track, queryId, cards, page]);
}
