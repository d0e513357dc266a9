import { DeviceMessages } from '../../../domain/memberDevices/messages';
import { pageMeta } from '../../meta/PageMeta';
import { devicesQuery } from '../../pages/member/devices/devicesQueries';
import type { RouteData } from '../RouteData';
import { routeQuery } from '../RouteQuery';

/** Data of the 登入裝置 route (memberDeviceRoutes.ts). */
export const routeData = {
  'member devices': {
    meta: () => pageMeta({ title: DeviceMessages.TITLE, robots: 'noindex', canonicalPath: '/member/devices' }),
    queries: ({ container }) => [routeQuery(devicesQuery(container))],
  },
} satisfies Record<string, RouteData>;
