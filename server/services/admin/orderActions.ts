import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import { findOrderToShip, moveOrderStatus } from '../../db/repositories/shipments/shipmentOrders';
import type { LogisticsDeps } from '../logistics/LogisticsDeps';
import { shipOrder, type OnShipped, type ShipOutcome } from '../logistics/shipOrder';
import { sendStatusMail } from '../memberOrders/orderMail';
import type { MailSender } from '../mail/MailSender';
import { recordAudit, type Actor } from './audit';

/**
 * 出貨: the logistics use case books the parcel (it claims the order under its row lock first, so two staff
 * or two clicks book one parcel); the audit entry is written in the shipment's own transaction.
 */
export async function shipAsStaff(deps: LogisticsDeps, actor: Actor, orderId: number): Promise<ShipOutcome> {
  return shipOrder(deps, orderId, auditShipped(actor, orderId, deps.now()));
}

/** The 出貨 audit entry, in the shipment's transaction (also when a cancel's recheck adopts a parcel an earlier attempt booked). */
export const auditShipped = (actor: Actor, orderId: number, now: number): OnShipped => (trx, shipment, from) => recordAudit(trx, actor, {
  action: 'order.ship', entity: 'order', entityId: orderId,
  before: { status: from }, after: { status: 'shipped', logistics_id: shipment.logistics_id, tracking_no: shipment.cvs_payment_no },
}, now);

export type DeliverOutcome = 'delivered' | 'not-found' | 'not-deliverable';

/** 標記已送達: only a home parcel (the carrier reports no arrival for it); stores report theirs through the status callbacks. */
export async function deliverAsStaff(deps: { db: Kysely<Database>; mailer: MailSender; origin: string }, actor: Actor, orderId: number, now: number): Promise<DeliverOutcome> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<DeliverOutcome> => {
    await lockOrderRow(trx, orderId);
    const order = await findOrderToShip(trx, orderId);
    if (!order) return 'not-found';
    if (order.delivery_method !== 'home' || !(await moveOrderStatus(trx, orderId, 'shipped', 'delivered', now))) return 'not-deliverable';
    await recordAudit(trx, actor, { action: 'order.deliver', entity: 'order', entityId: orderId, before: { status: 'shipped' }, after: { status: 'delivered' } }, now);
    return 'delivered';
  });
  if (outcome === 'delivered') await sendStatusMail(deps.db, deps.mailer, deps.origin, orderId, 'delivered');
  return outcome;
}
