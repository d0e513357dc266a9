import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { invoiceSummary } from '../../../domain/checkout/invoiceText';
import { useContainer } from '../../di/ContainerProvider';
import { MemberShell } from '../member/MemberShell';
import { OrderActions } from '../member/orders/OrderActions';
import { numericId } from '../purchase/queries';
import { CheckoutCopy } from './checkoutCopy';
import { orderQuery } from './checkoutQueries';
import { OrderPayment } from './OrderPayment';
import { OrderShipment } from './OrderShipment';
import { formatDateTime, Panel } from './OrderParts';
import { OrderBody } from './OrderResult';
import { pageMeta } from '../../meta/PageMeta';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** order detail (SPEC §2.1, /member/order/detail?id=): status, payment, items, delivery, invoice and the status timeline. */
export default function OrderDetailPage() {
  const id = numericId(useSearchParams()[0].get('id') ?? undefined)!;
  const { data: order } = useSuspenseQuery(orderQuery(useContainer(), id));
  return (
    <MemberShell title={CheckoutCopy.ORDER_DETAIL}>
      <Box>
        <Typography sx={{ color: 'text.secondary', fontSize: 14, mt: -1.5 }}>
          {CheckoutCopy.ORDER_NUMBER} <span data-testid="order-number">{order.number}</span>・{CheckoutCopy.ORDERED_AT} {formatDateTime(order.createdAt)}
        </Typography>
      </Box>
      <Panel title={CheckoutCopy.STATUS}>
        <Typography data-testid="order-status" sx={{ fontWeight: 800, fontSize: 18 }}>{order.statusLabel}</Typography>
        <Box component="ol" aria-label={CheckoutCopy.TIMELINE} sx={{ m: 0, mt: 1, pl: 2.5, fontSize: 14, color: 'text.secondary' }}>
          {order.timeline.map((t) => (
            <li key={`${t.status}-${t.at}`}>{t.label}・{formatDateTime(t.at)}</li>
          ))}
        </Box>
        <OrderActions order={order} />
      </Panel>
      {order.shipment && <Panel title={CheckoutCopy.SHIPMENT}><OrderShipment shipment={order.shipment} /></Panel>}
      <Panel title={CheckoutCopy.PAYMENT}><OrderPayment order={order} /></Panel>
      <OrderBody order={order} />
      <Panel title={CheckoutCopy.INVOICE}>
        <Typography sx={{ fontSize: 14 }}>{invoiceSummary(order.invoice)}</Typography>
        {order.invoiceNumber && <Typography sx={{ fontSize: 14 }}>{CheckoutCopy.INVOICE_NUMBER}：{order.invoiceNumber}</Typography>}
        {order.invoiceRandomCode && <Typography sx={{ fontSize: 14 }}>{CheckoutCopy.INVOICE_RANDOM_CODE}：{order.invoiceRandomCode}</Typography>}
      </Panel>
    </MemberShell>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '訂單明細', robots: 'noindex', canonicalPath: '/member/order/detail' }),
  queries: ({ search, container }) => {
    const id = numericId(search.get('id') ?? undefined);
    return id === null ? null : [routeQuery(orderQuery(container, id))];
  },
};
