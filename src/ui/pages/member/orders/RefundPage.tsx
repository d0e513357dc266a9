import { useSearchParams } from 'react-router-dom';
import { orderQuery } from '../../checkout/checkoutQueries';
import { numericId } from '../../purchase/queries';
import { MemberShell } from '../MemberShell';
import { OrdersCopy } from './ordersCopy';
import { RefundForm } from './RefundForm';
import { RefundList } from './RefundList';
import { refundListQuery } from './memberOrdersQueries';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';

/** refund (/member/refund): 退款查詢, the member's refunds; with ?order= the 申請退款 form of that order. */
export default function RefundPage() {
  const orderId = numericId(useSearchParams()[0].get('order') ?? undefined);
  return (
    <MemberShell title={orderId === null ? OrdersCopy.REFUNDS_TITLE : OrdersCopy.REFUND_FORM_TITLE}>
      {orderId === null ? <RefundList /> : <RefundForm orderId={orderId} />}
    </MemberShell>
  );
}

export const route: RouteData = {
  meta: ({ url }) => pageMeta({ title: url.searchParams.has('order') ? '申請退款' : '退款查詢', robots: 'noindex', canonicalPath: '/member/refund' }),
  // With ?order= the request form reads that order (another member's is the 404 page); a malformed id is the 404 page too.
  queries: ({ search, container }) => {
    if (!search.has('order')) return [routeQuery(refundListQuery(container))];
    const id = numericId(search.get('order') ?? undefined);
    return id === null ? null : [routeQuery(orderQuery(container, id))];
  },
};
