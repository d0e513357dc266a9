import type { PageRoute } from './PageRoute';

/** Q&A and guide pages opt out of the app-invite dialog (SPEC §4.6). */
const flags = { showAppInviteDialog: true };

/** Routes of the community issue (SPEC §2.1), qa slice; they render inside the Q&A layout (routes.tsx). */
export const qaRoutes: PageRoute[] = [
  { path: 'qa', name: 'qaIndex', flags, plain: true, page: () => import('../pages/qa/QaIndexPage') },
  { path: 'qa/post', name: 'qaPost', flags, page: () => import('../pages/qa/AskPage') },
  { path: 'qa/search', name: 'qa search', flags, plain: true, page: () => import('../pages/qa/QaSearchPage') },
  { path: 'qa/categories/:id', name: 'qaCategory', flags, plain: true, page: () => import('../pages/qa/QaListPage') },
  { path: 'qa/tags/:id', name: 'qaTag', flags, plain: true, page: () => import('../pages/qa/QaListPage') },
  { path: 'qa/:id', name: 'qaPage', flags, plain: true, page: () => import('../pages/qa/QuestionPage') },
];
