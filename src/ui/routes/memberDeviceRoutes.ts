import type { PageRoute } from './PageRoute';

/** Member area routes (issue 25): 登入裝置, the member's signed-in browsers and apps. */
export const memberDeviceRoutes: PageRoute[] = [
  { path: 'member/devices', name: 'member devices', auth: {}, page: () => import('../pages/member/devices/DevicesPage') },
];
