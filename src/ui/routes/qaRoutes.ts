import type { QueryClient } from '@tanstack/react-query';
import { chooseQaNav, type QaNavInput } from '../../domain/qa/qaNav';
import { qaCategoryMeta, qaIndexMeta, qaPostMeta, qaSearchMeta, qaTagMeta, questionMeta } from '../pages/qa/qaMeta';
import { qaCategoriesQuery, qaId, qaPage, qaSearchQuery, questionListQuery, questionQuery, searchText, type ListParams } from '../pages/qa/queries';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeQuery, type RouteInput } from './RouteQuery';

/** Q&A and guide pages opt out of the app-invite dialog (SPEC §4.6). */
const flags = { showAppInviteDialog: true };

const categories = ({ container }: RouteInput) => routeQuery(qaCategoriesQuery(container));
const list = ({ container }: RouteInput, params: Omit<ListParams, 'page'> & { page?: number }) =>
  routeQuery(questionListQuery(container, { page: 1, ...params }));
const page = ({ search }: RouteInput) => qaPage(search.get('page'));

/** The nav state of SPEC §2.5 over the cached categories, for the Q&A layout: an id matching no category is the 404 page. */
const navState =
  (nav: (input: RouteInput, cache: QueryClient) => QaNavInput): NonNullable<PageRoute['derive']> =>
  (input, cache) => {
    const state = chooseQaNav(cache.getQueryData(qaCategoriesQuery(input.container).queryKey) ?? [], nav(input, cache));
    return state.notExisting ? null : state;
  };

/** Routes of the community issue (SPEC §2.1), qa slice; they render inside the Q&A layout (routes.tsx). */
export const qaRoutes: PageRoute[] = [
  {
    path: 'qa',
    handle: { name: 'qaIndex', flags, meta: qaIndexMeta, chunk: 'src/ui/pages/qa/QaIndexPage.tsx', plain: true },
    queries: (input) => [
      categories(input),
      list(input, { sort: 'recent', categoryId: null, tagId: null }),
      list(input, { sort: 'popular', categoryId: null, tagId: null }),
    ],
    derive: navState(() => ({ route: 'qaIndex' })),
    lazy: lazyPage(() => import('../pages/qa/QaIndexPage')),
  },
  {
    path: 'qa/post',
    handle: { name: 'qaPost', flags, meta: qaPostMeta, chunk: 'src/ui/pages/qa/AskPage.tsx' },
    queries: (input) => [categories(input)],
    derive: navState(() => ({ route: 'qaPost' })),
    lazy: lazyPage(() => import('../pages/qa/AskPage')),
  },
  {
    path: 'qa/search',
    handle: { name: 'qa search', flags, meta: qaSearchMeta, chunk: 'src/ui/pages/qa/QaSearchPage.tsx', plain: true },
    queries: (input) => [categories(input), routeQuery(qaSearchQuery(input.container, searchText(input.url), page(input)))],
    derive: navState(() => ({ route: 'qa search' })),
    lazy: lazyPage(() => import('../pages/qa/QaSearchPage')),
  },
  {
    path: 'qa/categories/:id',
    handle: { name: 'qaCategory', flags, meta: qaCategoryMeta, chunk: 'src/ui/pages/qa/QaListPage.tsx', plain: true },
    queries: (input) => {
      const categoryId = qaId(input.params.id);
      return categoryId === null ? null : [categories(input), list(input, { sort: 'recent', categoryId, tagId: null, page: page(input) })];
    },
    derive: navState(({ params }) => ({ route: 'qaCategory', categoryId: qaId(params.id)! })),
    lazy: lazyPage(() => import('../pages/qa/QaListPage')),
  },
  {
    path: 'qa/tags/:id',
    handle: { name: 'qaTag', flags, meta: qaTagMeta, chunk: 'src/ui/pages/qa/QaListPage.tsx', plain: true },
    queries: (input) => {
      const tagId = qaId(input.params.id);
      return tagId === null ? null : [categories(input), list(input, { sort: 'recent', categoryId: null, tagId, page: page(input) })];
    },
    derive: navState(({ params }) => ({ route: 'qaTag', tagId: qaId(params.id)! })),
    lazy: lazyPage(() => import('../pages/qa/QaListPage')),
  },
  {
    path: 'qa/:id',
    handle: { name: 'qaPage', flags, meta: questionMeta, chunk: 'src/ui/pages/qa/QuestionPage.tsx', plain: true },
    queries: (input) => {
      const id = qaId(input.params.id);
      return id === null ? null : [routeQuery(questionQuery(input.container, id)), categories(input)];
    },
    derive: navState(({ params, container }, cache) => ({
      route: 'qaPage',
      questionCategoryIds: cache.getQueryData(questionQuery(container, qaId(params.id)!).queryKey)?.categories.map((c) => c.id) ?? [],
    })),
    lazy: lazyPage(() => import('../pages/qa/QuestionPage')),
  },
];
