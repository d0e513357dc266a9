import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { canRetryPayment, latestPayment, type OrderDetail } from '../../../domain/checkout/checkoutView';
import { useContainer } from '../../di/ContainerProvider';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';
import { CheckoutCopy } from './checkoutCopy';
import { orderQuery } from './checkoutQueries';
import { OrderPayment } from './OrderPayment';
import { GroupLines, Panel, PlaceText, SummaryRows } from './OrderParts';

function headline(order: OrderDetail): { title: string; hint: string } {
  const payment = latestPayment(order);
  if (order.status === 'cancelled') return { title: CheckoutCopy.CANCELLED, hint: CheckoutCopy.CANCELLED_HINT };
  if (order.paymentMethod === 'cvs_cod') return { title: CheckoutCopy.PLACED, hint: CheckoutCopy.COD_PLACED_HINT };
  if (canRetryPayment(order)) return { title: CheckoutCopy.PAY_FAILED, hint: CheckoutCopy.PAY_FAILED_HINT };
  if (order.status === 'pending_payment' && payment?.method === 'atm') return { title: CheckoutCopy.PLACED, hint: CheckoutCopy.ATM_HINT };
  if (order.status === 'pending_payment') return { title: CheckoutCopy.AWAITING_PAYMENT, hint: CheckoutCopy.PLACED_HINT };
  return { title: CheckoutCopy.PLACED, hint: CheckoutCopy.PLACED_HINT };
}

/** The checkout's result once its order exists: 訂單成立 with the number, what was bought, how it ships, and what is left to pay. */
export function OrderResult({ orderId }: { orderId: number }) {
  const { data: order } = useSuspenseQuery(orderQuery(useContainer(), orderId));
  const { title, hint } = headline(order);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720, mx: 'auto' }}>
      <Box role="status" sx={{ textAlign: 'center', bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 3 }}>
        <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800, color: SHOP_COLORS.brandPinkStrong }}>{title}</Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{hint}</Typography>
        <Typography sx={{ mt: 1.5, fontWeight: 700 }}>{CheckoutCopy.ORDER_NUMBER}：<span data-testid="order-number">{order.number}</span></Typography>
      </Box>
      <Panel title={CheckoutCopy.PAYMENT}><OrderPayment order={order} /></Panel>
      <OrderBody order={order} />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={Link} to={`/member/order/detail?id=${order.id}`} variant="outlined">{CheckoutCopy.VIEW_ORDER}</Button>
        <Button component={Link} to="/mall/all" variant="contained" sx={{ bgcolor: SHOP_COLORS.brandPinkStrong }}>{CheckoutCopy.KEEP_SHOPPING}</Button>
      </Box>
    </Box>
  );
}

/** What was bought, where it goes and what it cost: shared by the result and the order detail. */
export function OrderBody({ order }: { order: OrderDetail }) {
  const byGroup = order.groups.map((g) => ({ ...g, lines: order.lines.filter((l) => l.groupBuyId === g.groupBuyId) }));
  return (
    <>
      <Panel title={CheckoutCopy.ITEMS}>
        <Box>
          {byGroup.map((g) => (
            <GroupLines key={g.groupBuyId} title={g.lines[0]?.groupBuyTitle ?? ''} lines={g.lines} discounts={g.discounts} shippingFee={g.shippingFee} />
          ))}
        </Box>
      </Panel>
      <Panel title={CheckoutCopy.SHIP_TO}>
        <PlaceText place={order.destination} />
      </Panel>
      <Panel title={CheckoutCopy.SUMMARY}>
        <SummaryRows summary={order.summary} />
      </Panel>
    </>
  );
}
