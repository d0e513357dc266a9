import type { Kysely, Transaction } from 'kysely';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
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
import { SHIP_CLAIM_STALE_MS } from '../logistics/shipOrder';
import type { MailSender } from '../mail/MailSender';
import { sendStatusMail } from '../memberOrders/orderMail';
import { cancelOne } from '../orders/cancelUnpaid';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { recordAudit, type Actor } from './audit';

export interface CancelDeps { db: Kysely<Database>; payments: PaymentGateway; mailer: MailSender; origin: string; invoices: InvoiceDeps }
export type CancelOutcome = { kind: 'cancelled'; refunded: number } | { kind: 'not-found' } | { kind: 'refused'; status: string } | { kind: 'shipping' } | { kind: 'gateway-failed' };

class GatewayRefundFailed extends Error {}
type Trx = Transaction<Database>;

/** A paid order not yet shipped: stock, coupon and credit back, and the captured money back through the gateway (a failure rolls all back). */
async function cancelPaid(deps: CancelDeps, trx: Trx, order: { id: number; number: string }, now: number): Promise<number> {
  await moveOrderStatus(trx, order.id, 'to_ship', 'cancelled', now);
  for (const line of await listOrderLineQuantities(trx, order.id)) await returnStock(trx, line.option_id, line.quantity);
  await releaseOrderCoupons(trx, order.id);
  const credit = await findOrderCreditUsed(trx, order.id);
  if (credit.credit_used > 0) {
    await insertCreditEntries(trx, [{ member_id: credit.member_id, amount: credit.credit_used, reason: 'order_cancelled', order_id: order.id, created_at: now }]);
  }
  const paid = await findCapturedCharge(trx, order.id);
  if (!paid || paid.method === 'cvs_cod') return 0;
  const amount = Number(paid.amount);
  await insertPayment(trx, {
    order_id: order.id, method: paid.method, gateway: 'refund', state: 'succeeded', amount: -amount, card_brand: paid.card_brand, card_last4: paid.card_last4,
    bank_code: null, virtual_account: null, deadline: null, challenge_hash: null, created_at: now, updated_at: now,
  });
  await deps.payments.refund({ paymentId: paid.id, method: paid.method as PaymentMethod, amount, orderNumber: order.number }, now)
    .catch((err: unknown) => { throw new GatewayRefundFailed(String(err)); });
  return amount;
}

/**
 * 取消訂單 by staff, under the order's row lock: 待付款 as the unpaid-order job does it; 待出貨 (paid) with its money
 * back and its e-invoice voided after commit. Refused once shipped (a refund then) or while a parcel is being booked.
 */
export async function cancelAsStaff(deps: CancelDeps, actor: Actor, orderId: number, reason: string, now: number): Promise<CancelOutcome> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    await lockOrderRow(trx, orderId);
    const order = await findOrderToShip(trx, orderId);
    if (!order) return { kind: 'not-found' };
    if (await isShipmentClaimed(trx, orderId, now - SHIP_CLAIM_STALE_MS)) return { kind: 'shipping' };
    let refunded = 0;
    if (order.status === 'pending_payment') await cancelOne(trx, orderId, now);
    else if (order.status === 'to_ship') refunded = await cancelPaid(deps, trx, order, now);
    else return { kind: 'refused', status: order.status };
    await recordAudit(trx, actor, { action: 'order.cancel', entity: 'order', entityId: orderId, before: { status: order.status }, after: { status: 'cancelled', reason, refunded } }, now);
    return { kind: 'cancelled', refunded };
  }).catch((err: unknown) => {
    if (err instanceof GatewayRefundFailed) return { kind: 'gateway-failed' } as const;
    throw err;
  });
  if (outcome.kind !== 'cancelled') return outcome;
  await voidOrderInvoice(deps.invoices, orderId);
  await sendStatusMail(deps.db, deps.mailer, deps.origin, orderId, 'cancelled');
  return outcome;
}
