import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/memberProfileRouteData'));
const profilePage = lazyPage(() => import('../pages/member/profile/MemberProfilePage'));
const PROFILE_CHUNK = 'src/ui/pages/member/profile/MemberProfilePage.tsx';

/** Member area routes (SPEC §2.1, issue 9): profile, create-baby, review writing and delete-account. */
export const memberProfileRoutes: PageRoute[] = [
  // SPEC §2.1: "member profile … named member" — the name also lights the 會員 tab (§2.4).
  { path: 'member/profile', handle: { name: 'member', auth: {}, chunk: PROFILE_CHUNK, data: data('member') }, lazy: profilePage },
  { path: 'member/create-baby', handle: { name: 'create-baby', auth: {}, chunk: PROFILE_CHUNK, data: data('create-baby') }, lazy: profilePage },
  {
    path: 'member/review',
    handle: { name: 'member review', auth: {}, chunk: 'src/ui/pages/member/profile/ReviewPage.tsx', data: data('member review') },
    lazy: lazyPage(() => import('../pages/member/profile/ReviewPage')),
  },
  {
    path: 'delete-account',
    handle: { name: 'delete-account', auth: {}, chunk: 'src/ui/pages/member/profile/DeleteAccountPage.tsx', data: data('delete-account') },
    lazy: lazyPage(() => import('../pages/member/profile/DeleteAccountPage')),
  },
];
