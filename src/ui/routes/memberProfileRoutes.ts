import type { PageRoute } from './PageRoute';

/** Member area routes (SPEC §2.1, issue 9): profile, create-baby, review writing and delete-account. */
export const memberProfileRoutes: PageRoute[] = [
  // SPEC §2.1: "member profile … named member" — the name also lights the 會員 tab (§2.4).
  { path: 'member/profile', name: 'member', auth: {}, page: () => import('../pages/member/profile/MemberProfilePage') },
  { path: 'member/create-baby', name: 'create-baby', auth: {}, page: () => import('../pages/member/profile/MemberProfilePage') },
  { path: 'member/review', name: 'member review', auth: {}, page: () => import('../pages/member/profile/ReviewPage') },
  { path: 'delete-account', name: 'delete-account', auth: {}, page: () => import('../pages/member/profile/DeleteAccountPage') },
];
