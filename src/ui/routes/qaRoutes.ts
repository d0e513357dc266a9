import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/qaRouteData'));

/** Q&A and guide pages opt out of the app-invite dialog (SPEC §4.6). */
const flags = { showAppInviteDialog: true };

/** Routes of the community issue (SPEC §2.1), qa slice; they render inside the Q&A layout (routes.tsx); data in areaData/qaRouteData.ts. */
export const qaRoutes: PageRoute[] = [
  {
    path: 'qa',
    handle: { name: 'qaIndex', flags, chunk: 'src/ui/pages/qa/QaIndexPage.tsx', plain: true, data: data('qaIndex') },
    lazy: lazyPage(() => import('../pages/qa/QaIndexPage')),
  },
  {
    path: 'qa/post',
    handle: { name: 'qaPost', flags, chunk: 'src/ui/pages/qa/AskPage.tsx', data: data('qaPost') },
    lazy: lazyPage(() => import('../pages/qa/AskPage')),
  },
  {
    path: 'qa/search',
    handle: { name: 'qa search', flags, chunk: 'src/ui/pages/qa/QaSearchPage.tsx', plain: true, data: data('qa search') },
    lazy: lazyPage(() => import('../pages/qa/QaSearchPage')),
  },
  {
    path: 'qa/categories/:id',
    handle: { name: 'qaCategory', flags, chunk: 'src/ui/pages/qa/QaListPage.tsx', plain: true, data: data('qaCategory') },
    lazy: lazyPage(() => import('../pages/qa/QaListPage')),
  },
  {
    path: 'qa/tags/:id',
    handle: { name: 'qaTag', flags, chunk: 'src/ui/pages/qa/QaListPage.tsx', plain: true, data: data('qaTag') },
    lazy: lazyPage(() => import('../pages/qa/QaListPage')),
  },
  {
    path: 'qa/:id',
    handle: { name: 'qaPage', flags, chunk: 'src/ui/pages/qa/QuestionPage.tsx', plain: true, data: data('qaPage') },
    lazy: lazyPage(() => import('../pages/qa/QuestionPage')),
  },
];
