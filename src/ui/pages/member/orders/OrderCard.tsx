import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { orderDetailPath } from '../../../../domain/memberOrders/orderActions';
import type { OrderSummary } from '../../../../domain/memberOrders/refunds';
import { formatTwd } from '../../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { formatDateTime } from '../../checkout/OrderParts';
import { OrdersCopy } from './ordersCopy';

/** The colour of a status chip: what waits for the member is pink, what is over is grey. */
const chipTone = (status: OrderSummary['status']) =>
  status === 'pending_payment' ? { bgcolor: SHOP_COLORS.softBackground, color: SHOP_COLORS.brandPinkDeep }
    : ['cancelled', 'refunded'].includes(status) ? { bgcolor: 'grey.100', color: 'text.secondary' } : { bgcolor: 'grey.100', color: 'text.primary' };

/** One order of 訂單查詢: number and status, the first item, the total, and its way to the detail. */
export function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <Box component="article" aria-labelledby={`order-${order.id}`} data-testid="order-card"
      sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: { xs: 1.5, md: 2 }, boxShadow: `0 1px 3px ${SHOP_TOKENS.shadow}`, display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id={`order-${order.id}`} component="h2" sx={{ fontSize: 14, fontWeight: 700 }}>
          {OrdersCopy.ORDER_NUMBER} {order.number}
        </Typography>
        <Box component="span" data-testid="order-status" sx={{ ...chipTone(order.status), px: 1, py: 0.25, borderRadius: 1, fontSize: 13, fontWeight: 700, whiteSpace: 'nowrap' }}>
          {order.statusLabel}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: 1.5, alignItems: 'center' }}>
        <Box component="img" src={order.firstImage || undefined} alt="" width={64} height={64} loading="lazy" sx={{ borderRadius: 1.5, objectFit: 'cover', bgcolor: SHOP_COLORS.softBackground }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: 14, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
            {OrdersCopy.ITEMS(order.firstTitle, order.itemCount)}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{OrdersCopy.ORDERED_AT} {formatDateTime(order.createdAt)}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', borderTop: `1px solid ${SHOP_COLORS.border}`, pt: 1.25 }}>
        <Typography sx={{ fontSize: 14 }}>{OrdersCopy.TOTAL} <Box component="strong" sx={{ color: SHOP_COLORS.brandPinkStrong, fontSize: 16 }}>{formatTwd(order.total)}</Box></Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {order.status === 'pending_payment' && (
            <Button component={Link} to={orderDetailPath(order.id)} variant="contained" size="small" sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep } }}
              aria-label={`${OrdersCopy.PAY} ${order.number}`}>{OrdersCopy.PAY}</Button>
          )}
          <Button component={Link} to={orderDetailPath(order.id)} variant="outlined" size="small" aria-label={`${OrdersCopy.VIEW} ${order.number}`}
            sx={{ color: SHOP_COLORS.brandPinkStrong, borderColor: SHOP_COLORS.brandPinkStrong }}>{OrdersCopy.VIEW}</Button>
        </Box>
      </Box>
    </Box>
  );
}
