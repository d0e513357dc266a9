import { refreshSalesOfOrder } from '../catalog/cardStats';
import type { Transaction } from 'kysely';
import { orderNumber, taipeiDate } from '../../../src/domain/checkout/orderNumber';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import { destinationBody, ownDestination } from '../checkout/destinations';
import type { CheckoutRow, Quote } from '../checkout/quote';
import { groupBodies } from '../checkout/groups';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { createPayment } from '../payments/createPayment';
import { updateCheckoutRow } from '../../db/repositories/checkout/checkouts';
import { insertCreditEntries } from '../../db/repositories/memberWallet/creditLedger';
import { markMemberCouponUsed } from '../../db/repositories/memberWallet/memberCoupons';
import { insertOrder as insertOrderRow } from '../../db/repositories/orders/orders';
import { insertOrderLines } from '../../db/repositories/orders/orderLines';
import { nextOrderSequence } from '../../db/repositories/orders/placing';
import { insertStatusHistory } from '../../db/repositories/orders/statusHistory';
import { takeStockIfEnough } from '../../db/repositories/orders/stock';
import { deleteCartLines } from '../../db/repositories/purchase/cartItems';
import { OrderAbort } from './orderOutcome';

type Trx = Transaction<Database>;

/** Takes stock with a guarded update: it only succeeds while enough is left, so stock never goes below zero. */
async function takeStock(trx: Trx, q: Quote): Promise<void> {
  for (const line of q.lines) {
    if (!(await takeStockIfEnough(trx, line.optionId, line.quantity))) {
      throw new OrderAbort({ kind: 'unavailable', lines: { [String(line.optionId)]: CheckoutMessages.LINE_SOLD_OUT } });
    }
  }
}

async function nextNumber(trx: Trx, now: number): Promise<string> {
  return orderNumber(now, await nextOrderSequence(trx, taipeiDate(now)));
}

async function consumeCouponAndCredit(trx: Trx, row: CheckoutRow, q: Quote, orderId: number, now: number): Promise<void> {
  const coupon = q.price.coupon;
  if (coupon && coupon.saved > 0) {
    const used = await markMemberCouponUsed(trx, row.member_id, coupon.coupon.id, orderId, now);
    if (!used) throw new OrderAbort({ kind: 'incomplete', fields: { coupon: CheckoutMessages.COUPON_USED } });
  }
  if (q.price.creditUsed > 0) {
    await insertCreditEntries(trx, [{ member_id: row.member_id, amount: -q.price.creditUsed, reason: 'order', order_id: orderId, created_at: now }]);
  }
}

async function insertOrder(trx: Trx, row: CheckoutRow, q: Quote, now: number): Promise<number> {
  const p = q.price;
  const destination = await ownDestination(trx, row.member_id, row.destination_id!);
  const cod = row.payment_method === 'cvs_cod';
  const order = await insertOrderRow(trx, {
    number: await nextNumber(trx, now), member_id: row.member_id, checkout_id: row.id,
    // Cash on delivery is paid at the store, so the order goes straight to 待出貨.
    status: cod || p.total === 0 ? 'to_ship' : 'pending_payment',
    goods: p.goods, promotion_discount: p.promotionDiscount, coupon_discount: p.couponDiscount, credit_used: p.creditUsed,
    shipping_fee: p.shippingFee, total: p.total, pricing: JSON.stringify(groupBodies(p.groups, q.lines)),
    buyer: JSON.stringify({ name: row.buyer_name, mobile: row.buyer_mobile, email: row.buyer_email }),
    delivery_method: row.delivery_method, destination: JSON.stringify(destinationBody(destination!)), payment_method: row.payment_method!,
    invoice: row.invoice, invoice_number: null, member_coupon_id: p.coupon && p.coupon.saved > 0 ? p.coupon.coupon.id : null,
    payment_deadline: null, paid_at: null, created_at: now, updated_at: now,
  });
  await insertStatusHistory(trx, order.id, order.status, now);
  return order.id;
}

/** Every write of a placed order; the caller's transaction rolls all of it back if any step throws. */
export async function writeOrder(trx: Trx, row: CheckoutRow, q: Quote, input: { now: number; gateway: PaymentGateway }): Promise<number> {
  await takeStock(trx, q);
  const orderId = await insertOrder(trx, row, q, input.now);
  await insertOrderLines(trx, q.lines.map((l) => ({
    order_id: orderId, option_id: l.optionId, group_buy_id: l.groupBuyId, group_buy_title: l.groupBuyTitle, product_title: l.productTitle,
    size: l.size, image: l.image, unit_price: l.unitPrice, quantity: l.quantity,
  })));
  await consumeCouponAndCredit(trx, row, q, orderId, input.now);
  await refreshSalesOfOrder(trx, orderId);
  await deleteCartLines(trx, row.member_id, q.lines.map((l) => l.optionId));
  await updateCheckoutRow(trx, row.id, { order_id: orderId, updated_at: input.now });
  if (q.price.total > 0) await createPayment(trx, { orderId, method: row.payment_method as PaymentMethod, gateway: input.gateway, now: input.now });
  return orderId;
}
