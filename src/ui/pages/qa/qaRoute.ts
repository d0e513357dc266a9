import type { QueryClient } from '@tanstack/react-query';
import type { QaNavInput } from '../../../domain/qa/qaNav';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery, type RouteInput } from '../../routes/RouteQuery';
import { qaCategoriesQuery, qaPage, questionListQuery, type ListParams } from './queries';

/** What the Q&A pages' routes share: every page warms the categories and derives the nav state. */
export const categories = ({ container }: RouteInput) => routeQuery(qaCategoriesQuery(container));

export const list = ({ container }: RouteInput, params: Omit<ListParams, 'page'> & { page?: number }) =>
  routeQuery(questionListQuery(container, { page: 1, ...params }));

export const page = ({ search }: RouteInput) => qaPage(search.get('page'));

/**
 * The nav state of SPEC §2.5 over the cached categories, for the Q&A layout: an id matching no category is the 404 page.
 * Its rules load with the first navigation's loader, not with the first page (which hydrates with its loader data).
 */
export const navState =
  (nav: (input: RouteInput, cache: QueryClient) => QaNavInput): NonNullable<RouteData['derive']> =>
  async (input, cache) => {
    const { chooseQaNav } = await import('../../../domain/qa/qaNav');
    const state = chooseQaNav(cache.getQueryData(qaCategoriesQuery(input.container).queryKey) ?? [], nav(input, cache));
    return state.notExisting ? null : state;
  };
