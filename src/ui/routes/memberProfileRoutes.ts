import { pageMeta } from '../meta/PageMeta';
import { memberHomeQuery, pendingReviewsQuery } from '../pages/member/profile/memberProfileQueries';
import { numericId } from '../pages/purchase/queries';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeQuery } from './RouteQuery';

const profilePage = lazyPage(() => import('../pages/member/profile/MemberProfilePage'));
const PROFILE_CHUNK = 'src/ui/pages/member/profile/MemberProfilePage.tsx';

/** Member area routes (SPEC §2.1, issue 9): profile, create-baby, review writing and delete-account. */
export const memberProfileRoutes: PageRoute[] = [
  {
    path: 'member/profile',
    // SPEC §2.1: "member profile … named member" — the name also lights the 會員 tab (§2.4).
    handle: { name: 'member', auth: {}, meta: () => pageMeta({ title: '會員中心', robots: 'noindex', canonicalPath: '/member/profile' }), chunk: PROFILE_CHUNK },
    queries: ({ container }) => [routeQuery(memberHomeQuery(container))],
    lazy: profilePage,
  },
  {
    path: 'member/create-baby',
    handle: { name: 'create-baby', auth: {}, meta: () => pageMeta({ title: '新增寶寶', robots: 'noindex', canonicalPath: '/member/profile' }), chunk: PROFILE_CHUNK },
    queries: ({ container }) => [routeQuery(memberHomeQuery(container))],
    lazy: profilePage,
  },
  {
    path: 'member/review',
    handle: { name: 'member review', auth: {}, meta: () => pageMeta({ title: '商品評價', robots: 'noindex' }), chunk: 'src/ui/pages/member/profile/ReviewPage.tsx' },
    queries: ({ search, container }) => {
      const raw = search.get('order');
      const order = raw === null ? null : numericId(raw);
      return raw !== null && order === null ? null : [routeQuery(pendingReviewsQuery(container, order))];
    },
    lazy: lazyPage(() => import('../pages/member/profile/ReviewPage')),
  },
  {
    path: 'delete-account',
    handle: { name: 'delete-account', auth: {}, meta: () => pageMeta({ title: '刪除帳號', robots: 'noindex' }), chunk: 'src/ui/pages/member/profile/DeleteAccountPage.tsx' },
    queries: ({ container }) => [routeQuery(memberHomeQuery(container))],
    lazy: lazyPage(() => import('../pages/member/profile/DeleteAccountPage')),
  },
];
