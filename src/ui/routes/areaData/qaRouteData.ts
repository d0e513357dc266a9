import type { QueryClient } from '@tanstack/react-query';
import { chooseQaNav, type QaNavInput } from '../../../domain/qa/qaNav';
import { qaCategoryMeta, qaIndexMeta, qaPostMeta, qaSearchMeta, qaTagMeta, questionMeta } from '../../pages/qa/qaMeta';
import { qaCategoriesQuery, qaId, qaPage, qaSearchQuery, questionListQuery, questionQuery, searchText, type ListParams } from '../../pages/qa/queries';
import type { RouteData } from '../RouteData';
import { routeQuery, type RouteInput } from '../RouteQuery';

const categories = ({ container }: RouteInput) => routeQuery(qaCategoriesQuery(container));
const list = ({ container }: RouteInput, params: Omit<ListParams, 'page'> & { page?: number }) =>
  routeQuery(questionListQuery(container, { page: 1, ...params }));
const page = ({ search }: RouteInput) => qaPage(search.get('page'));

/** The nav state of SPEC §2.5 over the cached categories, for the Q&A layout: an id matching no category is the 404 page. */
const navState =
  (nav: (input: RouteInput, cache: QueryClient) => QaNavInput): NonNullable<RouteData['derive']> =>
  (input, cache) => {
    const state = chooseQaNav(cache.getQueryData(qaCategoriesQuery(input.container).queryKey) ?? [], nav(input, cache));
    return state.notExisting ? null : state;
  };

/** Data of the Q&A routes (qaRoutes.ts): every page warms the categories and derives the nav state. */
export const routeData = {
  qaIndex: {
    meta: qaIndexMeta,
    queries: (input) => [
      categories(input),
      list(input, { sort: 'recent', categoryId: null, tagId: null }),
      list(input, { sort: 'popular', categoryId: null, tagId: null }),
    ],
    derive: navState(() => ({ route: 'qaIndex' })),
  },
  qaPost: {
    meta: qaPostMeta,
    queries: (input) => [categories(input)],
    derive: navState(() => ({ route: 'qaPost' })),
  },
  'qa search': {
    meta: qaSearchMeta,
    queries: (input) => [categories(input), routeQuery(qaSearchQuery(input.container, searchText(input.url), page(input)))],
    derive: navState(() => ({ route: 'qa search' })),
  },
  qaCategory: {
    meta: qaCategoryMeta,
    queries: (input) => {
      const categoryId = qaId(input.params.id);
      return categoryId === null ? null : [categories(input), list(input, { sort: 'recent', categoryId, tagId: null, page: page(input) })];
    },
    derive: navState(({ params }) => ({ route: 'qaCategory', categoryId: qaId(params.id)! })),
  },
  qaTag: {
    meta: qaTagMeta,
    queries: (input) => {
      const tagId = qaId(input.params.id);
      return tagId === null ? null : [categories(input), list(input, { sort: 'recent', categoryId: null, tagId, page: page(input) })];
    },
    derive: navState(({ params }) => ({ route: 'qaTag', tagId: qaId(params.id)! })),
  },
  qaPage: {
    meta: questionMeta,
    queries: (input) => {
      const id = qaId(input.params.id);
      return id === null ? null : [routeQuery(questionQuery(input.container, id)), categories(input)];
    },
    derive: navState(({ params, container }, cache) => ({
      route: 'qaPage',
      questionCategoryIds: cache.getQueryData(questionQuery(container, qaId(params.id)!).queryKey)?.categories.map((c) => c.id) ?? [],
    })),
  },
} satisfies Record<string, RouteData>;
