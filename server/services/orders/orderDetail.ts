import type { Kysely, Selectable } from 'kysely';
import type { DestinationBody, PricedGroupBody } from '../../../contract/checkout';
import type { OrderDetailBody, PaymentBody } from '../../../contract/orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/checkout/orderStatus';
import { paymentChoices, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { PaymentsTable } from '../../db/checkoutSchema';
import type { Database } from '../../db/schema';
import { findOwnOrder } from '../../db/repositories/orders/orders';
import { listOrderLines } from '../../db/repositories/orders/orderLines';
import { listStatusHistory } from '../../db/repositories/orders/statusHistory';
import { listPaymentsOfOrder } from '../../db/repositories/payments/payments';
import { issuedInvoiceOfOrder } from '../../db/repositories/invoices/invoiceFacts';
import { invoiceBody } from '../checkout/view';
import { deliveredAt, refundLineFacts } from '../memberOrders/refundFacts';
import { refundableQuantity } from '../../../src/domain/memberOrders/refundRules';
import { shipmentTracking } from '../logistics/tracking';

type Db = Kysely<Database>;

export const paymentBody = (p: Selectable<PaymentsTable>): PaymentBody => ({
  id: p.id, method: p.method as PaymentMethod, state: p.state as PaymentBody['state'], amount: p.amount, card_brand: p.card_brand,
  card_last4: p.card_last4, bank_code: p.bank_code, virtual_account: p.virtual_account, deadline: p.deadline === null ? null : Number(p.deadline),
  next_path: p.state === 'pending' || p.state === 'challenge' ? nextPath(p) : null,
});

/** Card, LINE Pay, and ATM until the gateway has issued its account, are paid on the gateway's page (the hand-off page sends the shopper there). */
function nextPath(p: Selectable<PaymentsTable>): string | null {
  if (p.method === 'card' || p.method === 'line_pay' || (p.method === 'atm' && p.virtual_account === null)) return `/groupbuy/neweb_credit_form/${p.id}`;
  if (p.method === 'aftee') return `/sandbox/wallet/${p.id}`;
  return null;
}

/** The member's own order with everything the detail page shows (`offered`: what the gateway takes, for 更換付款方式); another member's is null (404). */
export async function orderDetail(db: Db, memberId: number, orderId: number, offered: readonly PaymentMethod[]): Promise<OrderDetailBody | null> {
  const order = await findOwnOrder(db, memberId, orderId);
  if (!order) return null;
  const [lines, payments, history, delivered, claims, issued] = await Promise.all([
    listOrderLines(db, orderId),
    listPaymentsOfOrder(db, orderId),
    listStatusHistory(db, orderId),
    deliveredAt(db, orderId),
    refundLineFacts(db, orderId),
    issuedInvoiceOfOrder(db, orderId),
  ]);
  const { id: _id, is_default: _d, ...destination } = JSON.parse(order.destination) as DestinationBody;
  return {
    id: order.id, number: order.number, status: order.status as OrderStatus, status_label: ORDER_STATUS_LABELS[order.status as OrderStatus],
    created_at: Number(order.created_at),
    lines: lines.map((l) => ({
      option_id: l.option_id, group_buy_id: l.group_buy_id, group_buy_title: l.group_buy_title, product_title: l.product_title, size: l.size,
      image: l.image, unit_price: l.unit_price, quantity: l.quantity, subtotal: l.unit_price * l.quantity,
    })),
    groups: (JSON.parse(order.pricing) as PricedGroupBody[]).map((g) => ({ group_buy_id: g.group_buy_id, discounts: g.discounts, shipping_fee: g.shipping_fee })),
    summary: {
      goods: order.goods, promotion_discount: order.promotion_discount, coupon_discount: order.coupon_discount, credit_used: order.credit_used,
      shipping_fee: order.shipping_fee, total: order.total,
    },
    buyer: JSON.parse(order.buyer) as OrderDetailBody['buyer'],
    delivery_method: order.delivery_method === 'cvs' ? 'cvs' : 'home',
    destination, invoice: invoiceBody(order.invoice), invoice_number: issued?.number ?? null, invoice_random_code: issued?.randomCode ?? null,
    payment_method: order.payment_method as PaymentMethod,
    payment_deadline: order.payment_deadline === null ? null : Number(order.payment_deadline),
    // Refund payouts (gateway `refund`) belong to the refund's page, not to what is left to pay.
    payments: payments.filter((p) => p.gateway !== 'refund').map(paymentBody),
    payment_choices: paymentChoices(order.delivery_method === 'cvs' ? 'cvs' : 'home', order.total, offered)
      .map((c) => ({ method: c.method, label: c.label, disabled_reason: c.disabledReason })),
    timeline: history.map((h) => ({ status: h.status as OrderStatus, label: ORDER_STATUS_LABELS[h.status as OrderStatus], at: Number(h.created_at) })),
    delivered_at: delivered,
    refundable: claims.map((c) => ({ option_id: c.optionId, quantity: refundableQuantity(c) })),
    shipment: await shipmentTracking(db, orderId),
  };
}
