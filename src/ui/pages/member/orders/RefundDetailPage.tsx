import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { orderDetailPath } from '../../../../domain/memberOrders/orderActions';
import { REFUND_DESTINATION_LABELS } from '../../../../domain/memberOrders/refunds';
import { useContainer } from '../../../di/ContainerProvider';
import { formatTwd } from '../../../format';
import { SHOP_COLORS } from '../../../tokens';
import { formatDateTime, Panel } from '../../checkout/OrderParts';
import { numericId } from '../../purchase/queries';
import { MemberShell } from '../MemberShell';
import { refundDetailQuery } from './memberOrdersQueries';
import { OrdersCopy } from './ordersCopy';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';

const rows = { m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, fontSize: 14, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } };

/** refund detail (/member/refund/detail?id=): status and timeline, lines, amount, where the money goes, the 折讓 record. */
export default function RefundDetailPage() {
  const id = numericId(useSearchParams()[0].get('id') ?? undefined)!;
  const { data: refund } = useSuspenseQuery(refundDetailQuery(useContainer(), id));
  return (
    <MemberShell title={OrdersCopy.REFUND_DETAIL_TITLE}>
      <Panel title={OrdersCopy.STATUS}>
        <Typography data-testid="refund-status" sx={{ fontWeight: 800, fontSize: 18 }}>{refund.statusLabel}</Typography>
        <Box component="ol" aria-label={OrdersCopy.TIMELINE} sx={{ m: 0, mt: 1, pl: 2.5, fontSize: 14, color: 'text.secondary' }}>
          {refund.timeline.map((t) => <li key={t.status}>{t.label}・{formatDateTime(t.at)}</li>)}
        </Box>
      </Panel>
      <Panel title={OrdersCopy.REFUND_LINES}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {refund.lines.map((l) => (
            <Box component="li" key={l.optionId} sx={{ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: 1.5, alignItems: 'center' }}>
              <Box component="img" src={l.image || undefined} alt="" width={56} height={56} loading="lazy" sx={{ borderRadius: 1.5, objectFit: 'cover', bgcolor: SHOP_COLORS.softBackground }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{l.productTitle}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{l.size}・× {l.quantity}</Typography>
              </Box>
              <Typography sx={{ fontSize: 14, fontWeight: 700 }}>{formatTwd(l.amount)}</Typography>
            </Box>
          ))}
        </Box>
      </Panel>
      <Panel title={OrdersCopy.AMOUNT}>
        <Box component="dl" sx={rows}>
          <dt>{OrdersCopy.ORDER_NUMBER}</dt><dd>{refund.orderNumber}</dd>
          <dt>{OrdersCopy.AMOUNT}</dt><dd data-testid="refund-amount" style={{ color: SHOP_COLORS.brandPinkStrong }}>{formatTwd(refund.amount)}</dd>
          {refund.creditReturned > 0 && <><dt>{OrdersCopy.CREDIT_RETURNED}</dt><dd>{formatTwd(refund.creditReturned)}</dd></>}
          <dt>{OrdersCopy.DESTINATION}</dt><dd>{REFUND_DESTINATION_LABELS[refund.refundTo]}</dd>
          <dt>{OrdersCopy.REASON_LABEL}</dt><dd>{refund.reasonLabel}{refund.note ? `：${refund.note}` : ''}</dd>
          <dt>{OrdersCopy.REQUESTED_AT}</dt><dd>{formatDateTime(refund.createdAt)}</dd>
          {refund.allowance && <><dt>{OrdersCopy.ALLOWANCE_NUMBER}</dt><dd>{refund.allowance.number}（{formatTwd(refund.allowance.amount)}）</dd></>}
        </Box>
      </Panel>
      <Button component={Link} to={orderDetailPath(refund.orderId)} variant="outlined" sx={{ justifySelf: 'start', color: SHOP_COLORS.brandPinkStrong, borderColor: SHOP_COLORS.brandPinkStrong }}>
        {OrdersCopy.BACK_TO_ORDER}
      </Button>
    </MemberShell>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '退款明細', robots: 'noindex', canonicalPath: '/member/refund/detail' }),
  queries: ({ search, container }) => {
    const id = numericId(search.get('id') ?? undefined);
    return id === null ? null : [routeQuery(refundDetailQuery(container, id))];
  },
};
