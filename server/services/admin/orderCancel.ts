import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { findLiveGatewayRefund, insertGatewayRefund, settleGatewayRefund } from '../../db/repositories/admin/gatewayRefunds';
import { findCapturedCharge, findOrderCreditUsed } from '../../db/repositories/admin/orderDesk';
import { insertCreditEntries } from '../../db/repositories/memberWallet/creditLedger';
import { releaseOrderCoupons } from '../../db/repositories/memberWallet/memberCoupons';
import { listOrderLineQuantities } from '../../db/repositories/orders/orderLines';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import { returnStock } from '../../db/repositories/orders/stock';
import { insertPayment } from '../../db/repositories/payments/payments';
import { isShipmentClaimed } from '../../db/repositories/shipments/shipmentClaims';
import { findOrderToShip, moveOrderStatus } from '../../db/repositories/shipments/shipmentOrders';
import type { InvoiceDeps } from '../invoices/attempts';
import { voidOrderInvoice } from '../invoices/invoiceWork';
import type { LogisticsDeps } from '../logistics/LogisticsDeps';
import { shipOrder } from '../logistics/shipOrder';
import type { MailSender } from '../mail/MailSender';
import { sendStatusMail } from '../memberOrders/orderMail';
import { cancelOne } from '../orders/cancelUnpaid';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { recordAudit, type Actor } from './audit';
import { auditShipped } from './orderActions';
import { actorOfClaim, refundAtGateway, requestOf, type Claim, type GatewayAnswer } from './gatewayRefund';

export interface CancelDeps {
  db: Kysely<Database>; payments: PaymentGateway; mailer: MailSender; origin: string; invoices: InvoiceDeps;
  /** The provider, to settle a stale 出貨 claim before cancelling (null: no logistics, so no claims). */
  shipping?: LogisticsDeps | null;
}
export type CancelOutcome =
  | { kind: 'cancelled'; refunded: number } | { kind: 'not-found' } | { kind: 'refused'; status: string } | { kind: 'shipping' }
  | { kind: 'ship-unknown' } | { kind: 'refunding' } | { kind: 'gateway-failed' } | { kind: 'gateway-pending' };

type Trx = Transaction<Database>;
type Charge = Awaited<ReturnType<typeof findCapturedCharge>>;

/** A paid order not yet shipped, 已取消: stock, coupon and credit back, and the captured money's refund row (cash on delivery has none). */
async function cancelPaidRecords(trx: Trx, orderId: number, paid: Charge, now: number): Promise<number> {
  if (await moveOrderStatus(trx, orderId, 'to_ship', 'cancelled', now)) {
    for (const line of await listOrderLineQuantities(trx, orderId)) await returnStock(trx, line.option_id, line.quantity);
    await releaseOrderCoupons(trx, orderId);
    const credit = await findOrderCreditUsed(trx, orderId);
    if (credit.credit_used > 0) {
      await insertCreditEntries(trx, [{ member_id: credit.member_id, amount: credit.credit_used, reason: 'order_cancelled', order_id: orderId, created_at: now }]);
    }
  }
  if (!paid || paid.method === 'cvs_cod') return 0;
  const amount = Number(paid.amount);
  await insertPayment(trx, {
    order_id: orderId, method: paid.method, gateway: 'refund', state: 'succeeded', amount: -amount, card_brand: paid.card_brand, card_last4: paid.card_last4,
    bank_code: null, virtual_account: null, deadline: null, challenge_hash: null, created_at: now, updated_at: now,
  });
  return amount;
}

const auditCancel = (trx: Trx, actor: Actor, orderId: number, entry: { from: string; reason: string; refunded: number; recovered?: boolean }, now: number) =>
  recordAudit(trx, actor, {
    action: 'order.cancel', entity: 'order', entityId: orderId, before: { status: entry.from },
    after: { status: 'cancelled', reason: entry.reason, refunded: entry.refunded, ...(entry.recovered ? { recovered: true } : {}) },
  }, now);

type Step = CancelOutcome | { kind: 'claimed'; claim: Claim };

/**
 * Phase 1, under the order's row lock: 待付款 as the unpaid-order job does it, and a 待出貨 order with nothing for
 * the gateway to give back, cancelled at once; a card or wallet payment is claimed for the gateway instead
 * (the order stays 待出貨, and cannot be shipped, until the gateway's answer is recorded).
 */
async function claimCancel(db: Kysely<Database>, actor: Actor, orderId: number, reason: string, now: number): Promise<Step> {
  return db.transaction().execute(async (trx): Promise<Step> => {
    await lockOrderRow(trx, orderId);
    const order = await findOrderToShip(trx, orderId);
    if (!order) return { kind: 'not-found' };
    if (await isShipmentClaimed(trx, orderId, 0)) return { kind: 'shipping' };
    if (order.status !== 'pending_payment' && order.status !== 'to_ship') return { kind: 'refused', status: order.status };
    const paid = order.status === 'to_ship' ? await findCapturedCharge(trx, orderId) : undefined;
    if (paid && paid.method !== 'cvs_cod') {
      if (await findLiveGatewayRefund(trx, paid.id)) return { kind: 'refunding' };
      const fields = { order_id: orderId, payment_id: paid.id, refund_id: null, kind: 'cancel', method: paid.method, amount: Number(paid.amount), staff_id: actor.staffId, ip: actor.ip, reason };
      return { kind: 'claimed', claim: { ...fields, id: await insertGatewayRefund(trx, { ...fields, started_at: now }), number: order.number } };
    }
    if (order.status === 'pending_payment') await cancelOne(trx, orderId, now);
    else await cancelPaidRecords(trx, orderId, paid, now);
    await auditCancel(trx, actor, orderId, { from: order.status, reason, refunded: 0 }, now);
    return { kind: 'cancelled', refunded: 0 };
  });
}

async function afterCancel(deps: CancelDeps, orderId: number): Promise<void> {
  await voidOrderInvoice(deps.invoices, orderId);
  await sendStatusMail(deps.db, deps.mailer, deps.origin, orderId, 'cancelled');
}

/** Phase 3 (and the recovery job's): refunded cancels the order in one short transaction; refused leaves it 待出貨; unknown waits for the job. */
export async function settleCancelClaim(deps: CancelDeps, claim: Claim, answer: GatewayAnswer, now: number, recovered = false): Promise<CancelOutcome> {
  if (answer.kind === 'unknown') return { kind: 'gateway-pending' };
  if (answer.kind === 'refused') {
    await settleGatewayRefund(deps.db, claim.id, 'released', answer.note, now);
    return { kind: 'gateway-failed' };
  }
  const refunded = await deps.db.transaction().execute(async (trx) => {
    await lockOrderRow(trx, claim.order_id);
    if (!(await settleGatewayRefund(trx, claim.id, 'done', null, now))) return null;
    const amount = await cancelPaidRecords(trx, claim.order_id, await findCapturedCharge(trx, claim.order_id), now);
    await auditCancel(trx, actorOfClaim(claim), claim.order_id, { from: 'to_ship', reason: claim.reason ?? '', refunded: amount, recovered }, now);
    return amount;
  });
  if (refunded === null) return { kind: 'refunding' };
  await afterCancel(deps, claim.order_id);
  return { kind: 'cancelled', refunded };
}

/**
 * 取消訂單 by staff: 待付款 as the unpaid-order job does it; 待出貨 (paid) with its money back through the gateway,
 * called with no transaction open, and its e-invoice voided after. Refused once shipped (a refund then) or while a parcel is being
 * booked, or its booking is unknown.
 */
export async function cancelAsStaff(deps: CancelDeps, actor: Actor, orderId: number, reason: string, now: number): Promise<CancelOutcome> {
  // A stale 出貨 claim may have booked a parcel: the provider is asked first (its parcel adopted: the order is then 已出貨).
  const recheck = deps.shipping ? await shipOrder(deps.shipping, orderId, auditShipped(actor, orderId, now), 'recheck') : null;
  if (recheck?.kind === 'unknown') return { kind: 'ship-unknown' };
  const step = await claimCancel(deps.db, actor, orderId, reason, now);
  if (step.kind === 'claimed') return settleCancelClaim(deps, step.claim, await refundAtGateway(deps.payments, requestOf(step.claim), now), now);
  if (step.kind === 'cancelled') await afterCancel(deps, orderId);
  return step;
}
