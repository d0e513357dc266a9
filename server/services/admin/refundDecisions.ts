import type { Kysely } from 'kysely';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { RefundDestination } from '../../../src/domain/memberOrders/refunds';
import type { Database } from '../../db/schema';
import {
  countOpenRefunds, countOtherOriginalRefunds, findCapturedPayment, findRefundForDecision, markRefundRejected, moveOrderStatus,
} from '../../db/repositories/admin/refunds';
import type { MailSender } from '../mail/MailSender';
import { approveOne } from '../memberOrders/refundApproval';
import { sendRefundMail, sendStatusMail } from '../memberOrders/orderMail';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { recordAudit, type Actor } from './audit';

export interface RefundDeps {
  db: Kysely<Database>; payments: PaymentGateway; mailer: MailSender; origin: string;
  /** What follows an approved refund once it has committed: its 折讓 at the e-invoice provider. */
  afterRefund: (refundId: number) => Promise<void>;
}
export type RefundDecision = 'done' | 'not-found' | 'decided' | 'gateway-failed' | 'second-card-refund';

class GatewayRefundFailed extends Error {}
class SecondCardRefund extends Error {}

/** Card and wallet money goes back through the gateway before the approval commits; cash on delivery and credit have nothing to call. */
async function refundThroughGateway(deps: RefundDeps, trx: Parameters<typeof findCapturedPayment>[0], refund: { id: number; order_id: number; amount: number }, orderNumber: string, now: number) {
  const paid = await findCapturedPayment(trx, refund.order_id);
  if (!paid || paid.method === 'cvs_cod') return;
  // The gateway's refund of a trade is one call: a second one would answer "already refunded" and give nothing back.
  if ((await countOtherOriginalRefunds(trx, refund.order_id, refund.id)) > 0) throw new SecondCardRefund();
  await deps.payments.refund({ paymentId: paid.id, method: paid.method as PaymentMethod, amount: refund.amount, orderNumber }, now)
    .catch((err: unknown) => { throw new GatewayRefundFailed(String(err)); });
}

/** 核准退款: the member-orders approval (money, stock, 折讓, order state), the gateway refund and the audit entry in one transaction. */
export async function approveRefundAsStaff(deps: RefundDeps, actor: Actor, id: number, now: number): Promise<RefundDecision> {
  const found = await findRefundForDecision(deps.db, id);
  if (!found) return 'not-found';
  if (found.status !== 'requested') return 'decided';
  const approved = await deps.db.transaction().execute(async (trx) => {
    const refund = await approveOne(trx, id, now);
    if (!refund) return null;
    if (refund.refund_to === 'original' && refund.amount > 0) await refundThroughGateway(deps, trx, refund, found.number, now);
    await recordAudit(trx, actor, {
      action: 'refund.approve', entity: 'refund', entityId: id,
      before: { status: 'requested' }, after: { status: 'refunded', amount: refund.amount, refund_to: refund.refund_to },
    }, now);
    return refund;
  }).catch((err: unknown) => {
    if (err instanceof GatewayRefundFailed) return 'gateway-failed' as const;
    if (err instanceof SecondCardRefund) return 'second-card-refund' as const;
    throw err;
  });
  if (approved === 'gateway-failed' || approved === 'second-card-refund') return approved;
  if (!approved) return 'decided';
  await deps.afterRefund(id);
  await sendRefundMail(deps.db, deps.mailer, deps.origin, { id, orderId: approved.order_id, amount: approved.amount, refundTo: approved.refund_to as RefundDestination, paid: true });
  if (approved.orderRefunded) await sendStatusMail(deps.db, deps.mailer, deps.origin, approved.order_id, 'refunded');
  return 'done';
}

/** 駁回退款: the reason is the member's to read; a whole-order request gives the order back its 已完成. */
export async function rejectRefundAsStaff(db: Kysely<Database>, actor: Actor, id: number, reason: string, now: number): Promise<RefundDecision> {
  const found = await findRefundForDecision(db, id);
  if (!found) return 'not-found';
  const done = await db.transaction().execute(async (trx) => {
    if (!(await markRefundRejected(trx, id, reason, now))) return false;
    if (found.order_status === 'refund_requested' && (await countOpenRefunds(trx, found.order_id)) === 0) {
      await moveOrderStatus(trx, found.order_id, 'refund_requested', 'completed', now);
    }
    await recordAudit(trx, actor, { action: 'refund.reject', entity: 'refund', entityId: id, before: { status: 'requested' }, after: { status: 'rejected', reason } }, now);
    return true;
  });
  return done ? 'done' : 'decided';
}
