import type { Kysely } from 'kysely';
import type { AdminOrderDetailBody, AdminOrderRow } from '../../../contract/adminOrders';
import type { AdminOrdersQuery } from '../../../contract/adminOrderRequests';
import type { DestinationBody } from '../../../contract/checkout';
import { canMove, ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/checkout/orderStatus';
import { deliveryLabel, STORE_CHAINS, type DeliveryMethod } from '../../../src/domain/checkout/delivery';
import { PAYMENT_LABELS, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import {
  countDeskOrders, findDeskOrder, findDeskOrderInvoice, findDeskShipment, listDeskOrderLines, listDeskOrderPayments, listDeskOrders,
  listDeskOrderTimeline, listDeskShipmentEvents, type OrderFilter,
} from '../../db/repositories/admin/orderDesk';
import { AdminOrderLabels } from './messages';

const TAIPEI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** A Taipei calendar day's first millisecond. */
const taipeiDay = (day: string): number => Date.parse(`${day}T00:00:00Z`) - TAIPEI_OFFSET_MS;

export const statusLabel = (status: string): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
const paymentLabel = (method: string): string => PAYMENT_LABELS[method as PaymentMethod] ?? method;
type Buyer = { name: string; email: string; mobile: string };
const buyerOf = (json: string): Buyer => ({ name: '', email: '', mobile: '', ...(JSON.parse(json) as Partial<Buyer>) });

/** The query's filters as the repository reads them: an e-mail or a mobile number, Taipei days as times. */
export function orderFilterOf(query: AdminOrdersQuery): OrderFilter {
  const member = query.member?.trim() ?? '';
  return {
    status: query.state === 'all' ? undefined : query.state,
    from: query.from ? taipeiDay(query.from) : undefined,
    to: query.to ? taipeiDay(query.to) + DAY_MS : undefined,
    payment: query.payment === 'all' ? undefined : query.payment,
    delivery: query.delivery === 'all' ? undefined : query.delivery,
    email: member.includes('@') ? member.toLowerCase() : undefined,
    mobile: member && !member.includes('@') ? member.replace(/[\s-]/g, '') : undefined,
    numberPrefix: query.number?.trim() || undefined,
  };
}

/** 訂單列表: one page, sorted and filtered by the server. */
export async function orderPage(db: Kysely<Database>, query: AdminOrdersQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const filter = orderFilterOf(query);
  const [rows, total] = await Promise.all([
    listDeskOrders(db, filter, { column: query.sort, dir: query.dir }, { offset: query.page * query.page_size, limit: query.page_size }),
    countDeskOrders(db, filter),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id, number: r.number, status: r.status, status_label: statusLabel(r.status), member_email: r.email, buyer_name: buyerOf(r.buyer).name,
      total: Number(r.total), payment_label: paymentLabel(r.payment_method), delivery_label: deliveryLabel(r.delivery_method as DeliveryMethod),
      created_at: Number(r.created_at),
    })),
  };
}

function destinationText(json: string): string {
  const d = JSON.parse(json) as DestinationBody;
  const place = d.kind === 'cvs' ? `${d.store_chain ? STORE_CHAINS[d.store_chain] : ''} ${d.store_name ?? d.store_id ?? ''}`.trim() : `${d.zip} ${d.city}${d.district}${d.street}`;
  return `${place}（${d.recipient} ${d.mobile}）`;
}

/** 訂單明細: lines, payments, the e-invoice, the parcel and every status the order went through. */
export async function orderDetail(db: Kysely<Database>, id: number): Promise<AdminOrderDetailBody | null> {
  const order = await findDeskOrder(db, id);
  if (!order) return null;
  const [lines, payments, invoice, shipment, timeline] = await Promise.all([
    listDeskOrderLines(db, id), listDeskOrderPayments(db, id), findDeskOrderInvoice(db, id), findDeskShipment(db, id), listDeskOrderTimeline(db, id),
  ]);
  const events = shipment ? await listDeskShipmentEvents(db, shipment.id) : [];
  const status = order.status as OrderStatus;
  return {
    id, number: order.number, status, status_label: statusLabel(status), member_email: order.email, buyer: buyerOf(order.buyer),
    delivery_label: deliveryLabel(order.delivery_method as DeliveryMethod), destination: destinationText(order.destination),
    payment_label: paymentLabel(order.payment_method), goods: Number(order.goods), shipping_fee: Number(order.shipping_fee),
    discount: Number(order.promotion_discount) + Number(order.coupon_discount), credit_used: Number(order.credit_used), total: Number(order.total),
    created_at: Number(order.created_at),
    lines: lines.map((l) => ({ ...l, unit_price: Number(l.unit_price), quantity: Number(l.quantity) })),
    payments: payments.map((p) => ({
      id: p.id, method_label: paymentLabel(p.method), state: p.state, amount: Number(p.amount), created_at: Number(p.created_at),
      state_label: Number(p.amount) < 0 ? AdminOrderLabels.REFUND_PAYMENT : AdminOrderLabels.PAYMENT_STATES[p.state] ?? p.state,
      // The brand and last four only: the shop never holds a card number.
      card: p.card_last4 ? `${p.card_brand ?? ''} **** ${p.card_last4}`.trim() : null,
    })),
    invoice: invoice ? { ...invoice, status_label: AdminOrderLabels.INVOICE_STATES[invoice.status] ?? invoice.status } : null,
    shipment: shipment ? {
      logistics_id: shipment.logistics_id, tracking_no: shipment.cvs_payment_no, created_at: Number(shipment.created_at),
      events: events.map((e) => ({ ...e, status_at: Number(e.status_at) })),
    } : null,
    timeline: timeline.map((t) => ({ status: t.status, status_label: statusLabel(t.status), created_at: Number(t.created_at) })),
    can: {
      ship: !shipment && canMove(status, 'shipped', order.payment_method === 'cvs_cod'),
      deliver: status === 'shipped' && order.delivery_method === 'home',
      cancel: status === 'pending_payment' || status === 'to_ship',
    },
  };
}
