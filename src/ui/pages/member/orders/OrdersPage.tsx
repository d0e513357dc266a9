import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, redirect, useParams, useSearchParams } from 'react-router-dom';
import { ORDER_TAB_LABELS, ORDER_TABS, orderTabPath, parseOrderTab, parsePage, type OrderTab } from '../../../../domain/memberOrders/orderTabs';
import { useContainer } from '../../../di/ContainerProvider';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { MemberShell } from '../MemberShell';
import { orderListQuery } from './memberOrdersQueries';
import { OrderCard } from './OrderCard';
import { OrdersCopy } from './ordersCopy';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';
import { profileBadgesRouteQuery } from '../../../notifications/profileBadgesQuery';

function OrderTabs({ current, counts }: { current: OrderTab; counts: Record<OrderTab, number> }) {
  return (
    <Box component="nav" aria-label={OrdersCopy.TABS} sx={{ overflowX: 'auto', mx: { xs: -1.5, md: 0 }, px: { xs: 1.5, md: 0 } }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, width: 'max-content' }}>
        {ORDER_TABS.map((tab) => (
          <li key={tab}>
            <Box component={Link} to={orderTabPath(tab)} aria-current={tab === current ? 'page' : undefined}
              sx={{
                display: 'block', px: 1.5, py: 0.75, borderRadius: 5, fontSize: 14, textDecoration: 'none', whiteSpace: 'nowrap', border: `1px solid ${SHOP_COLORS.border}`,
                color: 'text.primary', bgcolor: SHOP_TOKENS.surface,
                '&[aria-current="page"]': { bgcolor: SHOP_COLORS.brandPinkStrong, borderColor: SHOP_COLORS.brandPinkStrong, color: SHOP_TOKENS.onAccent, fontWeight: 700 },
              }}>
              {ORDER_TAB_LABELS[tab]} ({counts[tab]})
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** orders (/member/orders) and order-list (/member/order/{type}): 訂單查詢 by tab, newest first, 10 a page; an unknown type shows all. */
export default function OrdersPage() {
  const tab = parseOrderTab(useParams().type);
  const page = parsePage(useSearchParams()[0].get('page'));
  const { data } = useSuspenseQuery(orderListQuery(useContainer(), tab, page));
  return (
    <MemberShell title={OrdersCopy.ORDERS_TITLE}>
      <OrderTabs current={tab} counts={data.counts} />
      {data.orders.length === 0 ? (
        <Typography sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 4, textAlign: 'center', color: 'text.secondary' }}>{OrdersCopy.EMPTY}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {data.orders.map((order) => <OrderCard key={order.id} order={order} />)}
        </Box>
      )}
      {data.pageCount > 1 && (
        <Pagination page={data.page} count={data.pageCount} aria-label={OrdersCopy.PAGES} sx={{ justifySelf: 'center' }}
          renderItem={(item) => <PaginationItem component={Link} to={orderTabPath(tab, item.page ?? 1)} {...item} />} />
      )}
    </MemberShell>
  );
}

const ordersMeta = () => pageMeta({ title: '訂單查詢', robots: 'noindex' });

/** member (→ orders), orders and order-list: the orders of one tab. */
export const routes: Record<'member' | 'orders' | 'order-list', RouteData> = {
  member: {
    meta: ordersMeta,
    act: async () => {
      throw redirect('/member/orders');
    },
  },
  orders: {
    meta: () => pageMeta({ title: '訂單查詢', robots: 'noindex', canonicalPath: '/member/orders' }),
    queries: ({ search, container }) => [routeQuery(orderListQuery(container, 'all', parsePage(search.get('page')))), profileBadgesRouteQuery(container)],
  },
  'order-list': {
    meta: ordersMeta,
    // An unknown type shows every order (not the 404 page): old links keep working.
    queries: ({ params, search, container }) => [routeQuery(orderListQuery(container, parseOrderTab(params.type), parsePage(search.get('page')))), profileBadgesRouteQuery(container)],
  },
};
