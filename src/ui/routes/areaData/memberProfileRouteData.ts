import { pageMeta } from '../../meta/PageMeta';
import { memberHomeQuery, pendingReviewsQuery } from '../../pages/member/profile/memberProfileQueries';
import { numericId } from '../../pages/purchase/queries';
import type { RouteData } from '../RouteData';
import { routeQuery } from '../RouteQuery';

/** Data of the member profile routes (memberProfileRoutes.ts). */
export const routeData = {
  member: {
    meta: () => pageMeta({ title: '會員中心', robots: 'noindex', canonicalPath: '/member/profile' }),
    queries: ({ container }) => [routeQuery(memberHomeQuery(container))],
  },
  'create-baby': {
    meta: () => pageMeta({ title: '新增寶寶', robots: 'noindex', canonicalPath: '/member/profile' }),
    queries: ({ container }) => [routeQuery(memberHomeQuery(container))],
  },
  'member review': {
    meta: () => pageMeta({ title: '商品評價', robots: 'noindex' }),
    queries: ({ search, container }) => {
      const raw = search.get('order');
      const order = raw === null ? null : numericId(raw);
      return raw !== null && order === null ? null : [routeQuery(pendingReviewsQuery(container, order))];
    },
  },
  'delete-account': {
    meta: () => pageMeta({ title: '刪除帳號', robots: 'noindex' }),
    queries: ({ container }) => [routeQuery(memberHomeQuery(container))],
  },
} satisfies Record<string, RouteData>;
