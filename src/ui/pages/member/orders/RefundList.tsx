import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { refundDetailPath } from '../../../../domain/memberOrders/orderActions';
import { REFUND_DESTINATION_LABELS } from '../../../../domain/memberOrders/refunds';
import { useContainer } from '../../../di/ContainerProvider';
import { formatTwd } from '../../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { formatDateTime } from '../../checkout/OrderParts';
import { refundListQuery } from './memberOrdersQueries';
import { OrdersCopy } from './ordersCopy';

/** 退款查詢: every refund of the member, newest first. */
export function RefundList() {
  const { data: refunds } = useSuspenseQuery(refundListQuery(useContainer()));
  if (refunds.length === 0) return <Typography sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 4, textAlign: 'center', color: 'text.secondary' }}>{OrdersCopy.EMPTY_REFUNDS}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {refunds.map((r) => (
        <Box component="li" key={r.id} data-testid="refund-card" sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: { xs: 1.5, md: 2 }, boxShadow: `0 1px 3px ${SHOP_TOKENS.shadow}`, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h2" sx={{ fontSize: 14, fontWeight: 700 }}>{OrdersCopy.ORDER_NUMBER} {r.orderNumber}</Typography>
            <Box component="span" sx={{ px: 1, py: 0.25, borderRadius: 1, fontSize: 13, fontWeight: 700, bgcolor: SHOP_COLORS.softBackground, color: SHOP_COLORS.brandPinkDeep, whiteSpace: 'nowrap' }}>{r.statusLabel}</Box>
          </Box>
          <Typography sx={{ fontSize: 14 }}>{OrdersCopy.ITEMS(r.firstTitle, r.itemCount)}</Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{OrdersCopy.REQUESTED_AT} {formatDateTime(r.createdAt)}・{REFUND_DESTINATION_LABELS[r.refundTo]}</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', borderTop: `1px solid ${SHOP_COLORS.border}`, pt: 1 }}>
            <Typography sx={{ fontSize: 14 }}>{OrdersCopy.AMOUNT} <Box component="strong" sx={{ color: SHOP_COLORS.brandPinkStrong, fontSize: 16 }}>{formatTwd(r.amount)}</Box></Typography>
            <Button component={Link} to={refundDetailPath(r.id)} size="small" variant="outlined" aria-label={`${OrdersCopy.VIEW_REFUND} ${r.orderNumber}`}
              sx={{ color: SHOP_COLORS.brandPinkStrong, borderColor: SHOP_COLORS.brandPinkStrong }}>{OrdersCopy.VIEW_REFUND}</Button>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
