import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { routeDataModule } from './RouteData';

const data = routeDataModule(() => import('./areaData/memberDeviceRouteData'));

/** Member area routes (issue 25): 登入裝置, the member's signed-in browsers and apps. */
export const memberDeviceRoutes: PageRoute[] = [
  {
    path: 'member/devices',
    handle: { name: 'member devices', auth: {}, chunk: 'src/ui/pages/member/devices/DevicesPage.tsx', data: data('member devices') },
    lazy: lazyPage(() => import('../pages/member/devices/DevicesPage')),
  },
];
