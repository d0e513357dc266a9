import { useSearchParams } from 'react-router-dom';
import { numericId } from '../../purchase/queries';
import { MemberShell } from '../MemberShell';
import { OrdersCopy } from './ordersCopy';
import { RefundForm } from './RefundForm';
import { RefundList } from './RefundList';

/** refund (/member/refund): 退款查詢, the member's refunds; with ?order= the 申請退款 form of that order. */
export default function RefundPage() {
  const orderId = numericId(useSearchParams()[0].get('order') ?? undefined);
  return (
    <MemberShell title={orderId === null ? OrdersCopy.REFUNDS_TITLE : OrdersCopy.REFUND_FORM_TITLE}>
      {orderId === null ? <RefundList /> : <RefundForm orderId={orderId} />}
    </MemberShell>
  );
}
