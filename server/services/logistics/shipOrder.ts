import type { DestinationBody } from '../../../contract/checkout';
import { canMove, type OrderStatus } from '../../../src/domain/checkout/orderStatus';
import { findOrderToShip, listOrderProductTitles, moveOrderStatus, type OrderToShip } from '../../db/repositories/shipments/shipmentOrders';
import { findShipmentOfOrder, insertShipment, insertShipmentEventOnce, type ShipmentRow } from '../../db/repositories/shipments/shipments';
import { releaseShipmentClaim, retakeStaleShipmentClaim, setShipmentClaimTime, takeShipmentClaim } from '../../db/repositories/shipments/shipmentClaims';
import { lockOrderRow } from '../../db/repositories/orders/orderLock';
import { hasStartedCancelRefund } from '../../db/repositories/admin/gatewayRefunds';
import type { Database } from '../../db/schema';
import type { Transaction } from 'kysely';
import { sendStatusMail } from '../memberOrders/orderMail';
import { LOGISTICS_PATHS, type LogisticsDeps } from './LogisticsDeps';
import type { CreatedShipment, ShipmentRequest, ShipTo } from './LogisticsProvider';
import { LogisticsMessages } from './messages';

export type ShipOutcome =
  | { kind: 'shipped'; shipment: ShipmentRow }
  | { kind: 'not-found' }
  | { kind: 'already-shipped'; shipment: ShipmentRow }
  | { kind: 'not-ready'; status: string }
  | { kind: 'in-progress' }
  /** The provider did not answer: the parcel may exist, so the claim stays until it is stale and the provider is asked. */
  | { kind: 'unknown' }
  /** A recheck found no stale claim, or no parcel under its trade number (the claim is then given back). */
  | { kind: 'not-booked' }
  | { kind: 'refused'; message: string };

/** A claim older than this is an attempt whose answer was lost (the provider's call times out after 10 s): the provider is asked about it. */
export const SHIP_CLAIM_STALE_MS = 10 * 60_000;

/** Written in the shipment's own transaction (the back office's audit entry). */
export type OnShipped = (trx: Transaction<Database>, shipment: ShipmentRow, from: string) => Promise<void>;

/** The order's one trade number at the provider, the same for every attempt: ECPay books a MerchantTradeNo once, and finds it by it. */
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

type Mode = 'ship' | 'recheck';
type Booking = { kind: 'booked'; shipment: CreatedShipment } | Extract<ShipOutcome, { kind: 'unknown' | 'not-booked' | 'refused' }>;

/**
 * Asks the provider for the parcel. A retaken claim's attempt may have booked before its answer was lost, so the
 * provider is asked first and its parcel adopted (one parcel per trade number); a recheck (a cancel meeting a stale
 * claim) only asks.
 */
async function book(deps: LogisticsDeps, order: OrderToShip, retaken: boolean, mode: Mode, now: number): Promise<Booking> {
  const found = retaken ? await deps.logistics.findShipment(tradeNoOf(order), now).catch(() => 'unknown' as const) : null;
  if (found === 'unknown') {
    // Nothing was booked by this try: the claim goes back to stale, so the next 出貨 or cancel asks again at once.
    await setShipmentClaimTime(deps.db, order.id, now - SHIP_CLAIM_STALE_MS - 1);
    return { kind: 'unknown' };
  }
  if (found) return { kind: 'booked', shipment: { ...found, message: found.message || LogisticsMessages.SHIPMENT_CREATED, statusAt: found.statusAt || now } };
  if (mode === 'recheck') {
    await releaseShipmentClaim(deps.db, order.id);
    return { kind: 'not-booked' };
  }
  const request = requestOf(order, await listOrderProductTitles(deps.db, order.id), now);
  // No answer (a timeout): the parcel may exist. The claim stays, so nobody books meanwhile; once stale, the provider is asked first.
  const created = await deps.logistics.createShipment(request, `${deps.origin}${LOGISTICS_PATHS.status}`).catch(() => null);
  if (!created) return { kind: 'unknown' };
  if (created.ok) return { kind: 'booked', shipment: created.shipment };
  await releaseShipmentClaim(deps.db, order.id);
  return { kind: 'refused', message: created.message };
}

/**
 * Ships an order (the back office calls this): creates the provider's shipment (/Express/Create), or adopts the
 * one an earlier attempt booked, keeps its ids and first status, and moves the order 待出貨 → 已出貨 (待付款 → 已出貨
 * for 取貨付款). One shipment per order; the provider's refusal is returned as it worded it, and nothing changes.
 * `recheck` only settles a stale claim: the parcel adopted if the provider has one, the claim given back if not.
 */
export async function shipOrder(deps: LogisticsDeps, orderId: number, onShipped?: OnShipped, mode: Mode = 'ship'): Promise<ShipOutcome> {
  const now = deps.now();
  const claim = await claimOrder(deps, orderId, now, mode);
  if (claim.kind !== 'claimed') return claim;
  const { order } = claim;
  const booked = await book(deps, order, claim.retaken, mode, now);
  if (booked.kind !== 'booked') return booked;
  const s = booked.shipment;
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

type Claim = { kind: 'claimed'; order: OrderToShip; retaken: boolean } | Exclude<ShipOutcome, { kind: 'shipped' }>;

/**
 * Before the provider is asked: under the order's row lock, the order is checked and claimed with a guarded
 * insert, so of two staff (or two clicks) one books and the other hears it is being shipped. The claim goes with
 * the shipment's transaction, or back when the provider refuses. A recheck takes only a stale claim.
 */
async function claimOrder(deps: LogisticsDeps, orderId: number, now: number, mode: Mode): Promise<Claim> {
  return deps.db.transaction().execute(async (trx): Promise<Claim> => {
    await lockOrderRow(trx, orderId);
    const order = await findOrderToShip(trx, orderId);
    if (!order) return { kind: 'not-found' };
    const existing = await findShipmentOfOrder(trx, orderId);
    if (existing) return { kind: 'already-shipped', shipment: existing };
    if (!canMove(order.status as OrderStatus, 'shipped', order.payment_method === 'cvs_cod')) return { kind: 'not-ready', status: order.status };
    // A staff cancel is giving the money back (services/admin/orderCancel): its outcome decides, not a parcel.
    if (mode === 'ship' && (await hasStartedCancelRefund(trx, orderId))) return { kind: 'in-progress' };
    if (mode === 'recheck') {
      const retaken = await retakeStaleShipmentClaim(trx, orderId, now, now - SHIP_CLAIM_STALE_MS);
      return retaken ? { kind: 'claimed', order, retaken } : { kind: 'not-booked' };
    }
    const taken = await takeShipmentClaim(trx, orderId, now, now - SHIP_CLAIM_STALE_MS);
    return taken === 'held' ? { kind: 'in-progress' } : { kind: 'claimed', order, retaken: taken === 'retaken' };
  });
}
