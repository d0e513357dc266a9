import type { CheckoutBody, CouponBody, DestinationBody, InvoiceBody } from '../../../contract/checkout';
import type { CouponCheck } from '../../../src/domain/checkout/coupons';
import { DELIVERY_FEES, deliveryLabel, type DeliveryMethod } from '../../../src/domain/checkout/delivery';
import { paymentChoices, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { InvoiceInput } from '../../../contract/checkoutRequests';
import { groupBodies } from './groups';
import { LINE_REASONS, type LiveLine } from './lines';
import type { CheckoutRow, Quote } from './quote';

export const couponBody = (check: CouponCheck): CouponBody => ({
  member_coupon_id: check.coupon.id, title: check.coupon.title, saved: check.saved, expires_at: check.coupon.expiresAt,
  reason: check.block?.message ?? null,
});

export function invoiceBody(stored: string): InvoiceBody {
  const invoice = JSON.parse(stored) as InvoiceInput;
  return {
    kind: invoice.kind,
    code: 'code' in invoice ? invoice.code : null,
    tax_id: invoice.kind === 'company' ? invoice.tax_id : null,
    company_name: invoice.kind === 'company' ? invoice.company_name : null,
  };
}

export const lineBody = (l: LiveLine) => ({
  option_id: l.optionId, product_id: l.productId, group_buy_id: l.groupBuyId, product_title: l.productTitle, size: l.size, image: l.image,
  unit_price: l.unitPrice, quantity: l.quantity, subtotal: l.unitPrice * l.quantity, status: l.status,
  reason: l.status === 'ok' ? null : LINE_REASONS[l.status],
});

/** `offered`: the methods the shop's gateway takes (offeredMethods); the others are listed disabled with the reason. */
export function checkoutBody(row: CheckoutRow, q: Quote, destination: DestinationBody | null, offered: readonly PaymentMethod[]): CheckoutBody {
  const p = q.price;
  const delivery = row.delivery_method as DeliveryMethod;
  return {
    id: row.id,
    lines: q.lines.map(lineBody),
    groups: groupBodies(p.groups, q.lines, q.promises),
    buyer: { name: row.buyer_name, mobile: row.buyer_mobile, email: row.buyer_email },
    delivery_method: delivery,
    delivery_choices: (['home', 'cvs'] as const).map((method) => ({ method, label: deliveryLabel(method), fee: DELIVERY_FEES[method] })),
    destination,
    payment_method: row.payment_method as PaymentMethod | null,
    payment_choices: paymentChoices(delivery, p.total, offered).map((c) => ({ method: c.method, label: c.label, disabled_reason: c.disabledReason })),
    invoice: invoiceBody(row.invoice),
    coupon: p.coupon && p.coupon.saved > 0 ? couponBody(p.coupon) : null,
    coupon_mode: q.couponMode,
    credit: { balance: q.balance, cap: p.creditCap, used: p.creditUsed },
    summary: {
      goods: p.goods, promotion_discount: p.promotionDiscount, coupon_discount: p.couponDiscount, credit_used: p.creditUsed,
      shipping_fee: p.shippingFee, total: p.total,
    },
    order_id: row.order_id,
  };
}
