import type { Kysely, Transaction } from 'kysely';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import { findOrderNumberAndStatus } from '../../db/repositories/orders/orders';
import { findLatestIncidentReason, insertPaymentIncident, resolvePaymentIncidents } from '../../db/repositories/payments/paymentIncidents';
import {
  claimPaymentForRefund, holdPaymentForRefund, listRefundDuePaymentIds, releaseRefundClaim, updatePayment,
} from '../../db/repositories/payments/payments';
import type { PaymentGateway } from './PaymentGateway';

/** Why the order could not take the money, as the member's mail and the staff log say it. */
export type StrayReason = 'cancelled' | 'paid' | 'replaced';

export interface StrayPaymentDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  /** Told of each payment given back (mail the member) and of each refund the gateway refused (staff log). */
  onRefunded: (payment: { paymentId: number; orderId: number; amount: number; reason: StrayReason }) => Promise<void>;
  onRefundFailed: (paymentId: number, error: unknown) => void;
}

/** A payment that is refunding for longer than this is assumed lost mid-call (process died) and tried again: refunds are idempotent per payment. */
export const STUCK_REFUND_MS = 10 * 60_000;

export function strayReason(orderStatus: string, paymentState: string): StrayReason {
  if (orderStatus === 'cancelled') return 'cancelled';
  if (orderStatus !== 'pending_payment') return 'paid';
  return paymentState === 'expired' || paymentState === 'declined' ? 'replaced' : 'paid';
}

/** Inside the notify transaction: the captured payment is held as needs_refund and logged for staff; nothing is marked paid. */
export async function holdStrayPayment(
  trx: Transaction<Database>, input: { paymentId: number; orderId: number; orderStatus: string; paymentState: string }, now: number,
): Promise<{ kind: 'needs_refund'; orderId: number; paymentId: number }> {
  const amount = await holdPaymentForRefund(trx, input.paymentId, now);
  const reason = strayReason(input.orderStatus, input.paymentState);
  await insertPaymentIncident(trx, {
    payment_id: input.paymentId, order_id: input.orderId, kind: 'stray_payment', reason, amount,
    note: `captured while the order was ${input.orderStatus} and the payment ${input.paymentState}`, created_at: now, resolved_at: null,
  });
  return { kind: 'needs_refund', orderId: input.orderId, paymentId: input.paymentId };
}

/**
 * Gives one held payment back through the gateway. The claim (needs_refund → refunding) is a guarded
 * update, so two processes never refund it twice; a gateway failure puts it back for the job.
 */
export async function refundStrayPayment(deps: StrayPaymentDeps, paymentId: number, now: number, stuckBefore = -1): Promise<boolean> {
  const claimed = await claimPaymentForRefund(deps.db, paymentId, now, stuckBefore);
  if (!claimed) return false;
  const order = await findOrderNumberAndStatus(deps.db, claimed.order_id);
  try {
    await deps.gateway.refund({ paymentId, method: claimed.method as PaymentMethod, amount: claimed.amount, orderNumber: order.number }, now);
  } catch (error) {
    await releaseRefundClaim(deps.db, paymentId, now);
    deps.onRefundFailed(paymentId, error);
    return false;
  }
  await deps.db.transaction().execute(async (trx) => {
    await updatePayment(trx, paymentId, { state: 'refunded', updated_at: now });
    await resolvePaymentIncidents(trx, paymentId, now);
  });
  const reason = await findLatestIncidentReason(deps.db, paymentId);
  await deps.onRefunded({ paymentId, orderId: claimed.order_id, amount: claimed.amount, reason: reason as StrayReason });
  return true;
}

/** The job: every held payment, and any refund lost mid-call, is tried again. Returns how many were given back. */
export async function refundStrayPayments(deps: StrayPaymentDeps, now: number): Promise<number> {
  const due = await listRefundDuePaymentIds(deps.db, now - STUCK_REFUND_MS);
  let done = 0;
  for (const id of due) if (await refundStrayPayment(deps, id, now, now - STUCK_REFUND_MS)) done++;
  return done;
}
