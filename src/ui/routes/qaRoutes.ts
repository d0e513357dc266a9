import type { LoaderFunctionArgs } from 'react-router-dom';
import { chooseQaNav, type QaNavInput, type QaNavState } from '../../domain/qa/qaNav';
import type { AppDeps } from '../app/AppDeps';
import { qaCategoryMeta, qaIndexMeta, qaPostMeta, qaSearchMeta, qaTagMeta, questionMeta } from '../pages/qa/qaMeta';
import { qaCategoriesQuery, qaId, qaPage, qaSearchQuery, questionListQuery, questionQuery, searchText } from '../pages/qa/queries';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { throwAsRouteError, throwNotFound } from './routeErrors';

/** Q&A and guide pages opt out of the app-invite dialog (SPEC §4.6). */
const flags = { showAppInviteDialog: true };

/** The nav state of SPEC §2.5 over the cached categories; an id matching no category is the 404 page. */
async function navFor(deps: AppDeps, input: QaNavInput): Promise<QaNavState> {
  const categories = await deps.queryClient.ensureQueryData(qaCategoriesQuery(deps.container)).catch(throwAsRouteError);
  const nav = chooseQaNav(categories, input);
  if (nav.notExisting) throwNotFound();
  return nav;
}

const idParam = ({ params }: LoaderFunctionArgs): number => qaId(params.id) ?? throwNotFound();
const pageParam = ({ request }: LoaderFunctionArgs): number => qaPage(new URL(request.url).searchParams.get('page'));
const warm = (loading: Promise<unknown>) => loading.catch(throwAsRouteError);

/** Routes of the community issue (SPEC §2.1), qa slice; they render inside the Q&A layout (routes.tsx). */
export const qaRoutes: PageRoute[] = [
  {
    path: 'qa',
    handle: { name: 'qaIndex', flags, meta: qaIndexMeta, chunk: 'src/ui/pages/qa/QaIndexPage.tsx' },
    loader: (deps) => async () => {
      const nav = await navFor(deps, { route: 'qaIndex' });
      await Promise.all([
        warm(deps.queryClient.ensureQueryData(questionListQuery(deps.container, { sort: 'recent', categoryId: null, tagId: null, page: 1 }))),
        warm(deps.queryClient.ensureQueryData(questionListQuery(deps.container, { sort: 'popular', categoryId: null, tagId: null, page: 1 }))),
      ]);
      return nav;
    },
    lazy: lazyPage(() => import('../pages/qa/QaIndexPage')),
  },
  {
    path: 'qa/post',
    handle: { name: 'qaPost', flags, meta: qaPostMeta, chunk: 'src/ui/pages/qa/AskPage.tsx' },
    loader: (deps) => () => navFor(deps, { route: 'qaPost' }),
    lazy: lazyPage(() => import('../pages/qa/AskPage')),
  },
  {
    path: 'qa/search',
    handle: { name: 'qa search', flags, meta: qaSearchMeta, chunk: 'src/ui/pages/qa/QaSearchPage.tsx' },
    loader: (deps) => async (args) => {
      const nav = await navFor(deps, { route: 'qa search' });
      await warm(deps.queryClient.ensureQueryData(qaSearchQuery(deps.container, searchText(new URL(args.request.url)), pageParam(args))));
      return nav;
    },
    lazy: lazyPage(() => import('../pages/qa/QaSearchPage')),
  },
  {
    path: 'qa/categories/:id',
    handle: { name: 'qaCategory', flags, meta: qaCategoryMeta, chunk: 'src/ui/pages/qa/QaListPage.tsx' },
    loader: (deps) => async (args) => {
      const categoryId = idParam(args);
      const nav = await navFor(deps, { route: 'qaCategory', categoryId });
      await warm(deps.queryClient.ensureQueryData(questionListQuery(deps.container, { sort: 'recent', categoryId, tagId: null, page: pageParam(args) })));
      return nav;
    },
    lazy: lazyPage(() => import('../pages/qa/QaListPage')),
  },
  {
    path: 'qa/tags/:id',
    handle: { name: 'qaTag', flags, meta: qaTagMeta, chunk: 'src/ui/pages/qa/QaListPage.tsx' },
    loader: (deps) => async (args) => {
      const tagId = idParam(args);
      const nav = await navFor(deps, { route: 'qaTag', tagId });
      await warm(deps.queryClient.ensureQueryData(questionListQuery(deps.container, { sort: 'recent', categoryId: null, tagId, page: pageParam(args) })));
      return nav;
    },
    lazy: lazyPage(() => import('../pages/qa/QaListPage')),
  },
  {
    path: 'qa/:id',
    handle: { name: 'qaPage', flags, meta: questionMeta, chunk: 'src/ui/pages/qa/QuestionPage.tsx' },
    loader: (deps) => async (args) => {
      const question = await deps.queryClient.ensureQueryData(questionQuery(deps.container, idParam(args))).catch(throwAsRouteError);
      return navFor(deps, { route: 'qaPage', questionCategoryIds: question.categories.map((c) => c.id) });
    },
    lazy: lazyPage(() => import('../pages/qa/QuestionPage')),
  },
];
