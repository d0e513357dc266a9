import type { DestinationBody } from '../../../contract/checkout';
import { canMove, type OrderStatus } from '../../../src/domain/checkout/orderStatus';
import { findOrderToShip, listOrderProductTitles, moveOrderStatus, type OrderToShip } from '../../db/repositories/shipments/shipmentOrders';
import { findShipmentOfOrder, insertShipment, insertShipmentEventOnce, type ShipmentRow } from '../../db/repositories/shipments/shipments';
import { releaseShipmentClaim, takeShipmentClaim } from '../../db/repositories/shipments/shipmentClaims';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import { hasStartedCancelRefund } from '../../db/repositories/admin/gatewayRefunds';
import type { Database } from '../../db/schema';
import type { Transaction } from 'kysely';
import { sendStatusMail } from '../memberOrders/orderMail';
import { LOGISTICS_PATHS, type LogisticsDeps } from './LogisticsDeps';
import type { ShipmentRequest, ShipTo } from './LogisticsProvider';

export type ShipOutcome =
  | { kind: 'shipped'; shipment: ShipmentRow }
  | { kind: 'not-found' }
  | { kind: 'already-shipped'; shipment: ShipmentRow }
  | { kind: 'not-ready'; status: string }
  | { kind: 'in-progress' }
  | { kind: 'refused'; message: string };

/** A claim older than this is a shipping attempt that died (the provider's call times out after 10 s): it may be taken again. */
export const SHIP_CLAIM_STALE_MS = 10 * 60_000;

/** Written in the shipment's own transaction (the back office's audit entry). */
export type OnShipped = (trx: Transaction<Database>, shipment: ShipmentRow, from: string) => Promise<void>;

const tradeNoOf = (order: OrderToShip) => `S${order.number.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 20);

function shipToOf(destination: DestinationBody): ShipTo {
  if (destination.kind === 'cvs' && destination.store_chain && destination.store_id) {
    return { kind: 'cvs', chain: destination.store_chain, storeId: destination.store_id };
  }
  return { kind: 'home', carrier: 'TCAT', zip: destination.zip, address: `${destination.city}${destination.district}${destination.street}` };
}

function requestOf(order: OrderToShip, titles: string[], now: number): ShipmentRequest {
  const destination = JSON.parse(order.destination) as DestinationBody;
  const buyer = JSON.parse(order.buyer) as { email: string };
  const goodsName = titles.length > 1 ? `${titles[0]} 等 ${titles.length} 件` : titles[0] ?? '';
  return {
    merchantTradeNo: tradeNoOf(order), tradeDate: now, goodsAmount: order.total, goodsName,
    collectAmount: order.payment_method === 'cvs_cod' ? order.total : 0,
    receiver: { name: destination.recipient, mobile: destination.mobile, email: buyer.email }, shipTo: shipToOf(destination),
  };
}

/**
 * Ships an order (the back office calls this): creates the provider's shipment (/Express/Create),
 * keeps its ids and first status, and moves the order 待出貨 → 已出貨 (待付款 → 已出貨 for 取貨付款).
 * One shipment per order; the provider's refusal is returned as it worded it, and nothing changes.
 */
export async function shipOrder(deps: LogisticsDeps, orderId: number, onShipped?: OnShipped): Promise<ShipOutcome> {
  const now = deps.now();
  const claim = await claimOrder(deps, orderId, now);
  if (claim.kind !== 'claimed') return claim;
  const { order } = claim;
  const created = await deps.logistics.createShipment(requestOf(order, await listOrderProductTitles(deps.db, orderId), now), `${deps.origin}${LOGISTICS_PATHS.status}`);
  if (!created.ok) {
    await releaseShipmentClaim(deps.db, orderId);
    return { kind: 'refused', message: created.message };
  }
  const s = created.shipment;
  // The shipment and 已出貨 land together: nobody sees a shipped parcel on an order still 待出貨.
  const shipment = await deps.db.transaction().execute(async (trx) => {
    await releaseShipmentClaim(trx, orderId);
    const row = await insertShipment(trx, {
      order_id: orderId, merchant_trade_no: tradeNoOf(order), logistics_id: s.logisticsId, logistics_type: s.logisticsType, sub_type: s.subType,
      cvs_payment_no: s.cvsPaymentNo, cvs_validation_no: s.cvsValidationNo, booking_note: s.bookingNote, created_at: now,
    });
    await insertShipmentEventOnce(trx, { shipment_id: row.id, code: s.code, message: s.message, status_at: s.statusAt, received_at: now });
    const moved = await moveOrderStatus(trx, orderId, order.status, 'shipped', now);
    if (onShipped) await onShipped(trx, row, order.status);
    return { row, moved };
  });
  if (shipment.moved) await sendStatusMail(deps.db, deps.mailer, deps.origin, orderId, 'shipped');
  return { kind: 'shipped', shipment: shipment.row };
}

type Claim = { kind: 'claimed'; order: OrderToShip } | Exclude<ShipOutcome, { kind: 'shipped' }>;

/**
 * Before the provider is asked (its create is not idempotent): under the order's row lock, the order is
 * checked and claimed with a guarded insert, so of two staff (or two clicks) one books and the other hears
 * it is being shipped. The claim goes with the shipment's transaction, or back when the provider refuses.
 */
async function claimOrder(deps: LogisticsDeps, orderId: number, now: number): Promise<Claim> {
  return deps.db.transaction().execute(async (trx): Promise<Claim> => {
    await lockOrderRow(trx, orderId);
    const order = await findOrderToShip(trx, orderId);
    if (!order) return { kind: 'not-found' };
    const existing = await findShipmentOfOrder(trx, orderId);
    if (existing) return { kind: 'already-shipped', shipment: existing };
    if (!canMove(order.status as OrderStatus, 'shipped', order.payment_method === 'cvs_cod')) return { kind: 'not-ready', status: order.status };
    // A staff cancel is giving the money back (services/admin/orderCancel): its outcome decides, not a parcel.
    if (await hasStartedCancelRefund(trx, orderId)) return { kind: 'in-progress' };
    return (await takeShipmentClaim(trx, orderId, now, now - SHIP_CLAIM_STALE_MS)) ? { kind: 'claimed', order } : { kind: 'in-progress' };
  });
}
