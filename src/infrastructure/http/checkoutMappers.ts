import type { CheckoutBody, CouponBody, DestinationBody, InvoiceBody, PricedGroupBody, Summary } from '../../../contract/checkout';
import type { DestinationInput, InvoiceInput } from '../../../contract/checkoutRequests';
import type { CardFormBody, CardResultBody, OrderDetailBody, PaymentBody, PlacedOrderBody } from '../../../contract/orders';
import type {
  CardForm, CardResult, Checkout, CheckoutChange, CheckoutCoupon, Destination, DestinationDraft, InvoiceChoice, OrderDetail, Payment,
  PlacedOrderInfo, PriceSummary, PricedGroup,
} from '../../domain/checkout/checkoutView';

/** Wire (snake_case, contract/) ⇄ domain values of checkout and orders, shared by the axios and in-process adapters. */
export const toPricedGroup = (g: PricedGroupBody): PricedGroup => ({
  groupBuyId: g.group_buy_id, groupBuyTitle: g.group_buy_title, subtotal: g.subtotal, discounts: g.discounts, total: g.total,
  shippingFee: g.shipping_fee, missingForFreeShipping: g.missing_for_free_shipping, freeShippingFrom: g.free_shipping_from,
  shippingPromise: g.shipping_promise,
});

export const toSummary = (s: Summary): PriceSummary => ({
  goods: s.goods, promotionDiscount: s.promotion_discount, couponDiscount: s.coupon_discount, creditUsed: s.credit_used,
  shippingFee: s.shipping_fee, total: s.total,
});

export const toDestination = (d: DestinationBody): Destination => ({
  id: d.id, kind: d.kind, recipient: d.recipient, mobile: d.mobile, city: d.city, district: d.district, zip: d.zip, street: d.street,
  storeChain: d.store_chain, storeId: d.store_id, storeName: d.store_name, isDefault: d.is_default,
});

export const toInvoice = (i: InvoiceBody): InvoiceChoice => {
  switch (i.kind) {
    case 'member': return { kind: 'member' };
    case 'company': return { kind: 'company', taxId: i.tax_id ?? '', companyName: i.company_name ?? '' };
    default: return { kind: i.kind, code: i.code ?? '' };
  }
};

export const toCoupon = (c: CouponBody): CheckoutCoupon => ({ memberCouponId: c.member_coupon_id, title: c.title, saved: c.saved, expiresAt: c.expires_at, reason: c.reason });

export const toCheckout = (b: CheckoutBody): Checkout => ({
  id: b.id,
  lines: b.lines.map((l) => ({
    optionId: l.option_id, productId: l.product_id, groupBuyId: l.group_buy_id, productTitle: l.product_title, size: l.size, image: l.image,
    unitPrice: l.unit_price, quantity: l.quantity, subtotal: l.subtotal, status: l.status, reason: l.reason,
  })),
  groups: b.groups.map(toPricedGroup),
  buyer: b.buyer,
  deliveryMethod: b.delivery_method,
  deliveryChoices: b.delivery_choices,
  destination: b.destination ? toDestination(b.destination) : null,
  paymentMethod: b.payment_method,
  paymentChoices: b.payment_choices.map((p) => ({ method: p.method, label: p.label, disabledReason: p.disabled_reason })),
  invoice: toInvoice(b.invoice),
  coupon: b.coupon ? toCoupon(b.coupon) : null,
  couponMode: b.coupon_mode,
  credit: b.credit,
  summary: toSummary(b.summary),
  orderId: b.order_id,
});

const invoiceWire = (i: InvoiceChoice): InvoiceInput =>
  i.kind === 'company' ? { kind: 'company', tax_id: i.taxId, company_name: i.companyName } : i;

export const checkoutChangeWire = (c: CheckoutChange) => ({
  ...(c.buyer ? { buyer: c.buyer } : {}),
  ...(c.deliveryMethod ? { delivery_method: c.deliveryMethod } : {}),
  ...(c.destinationId !== undefined ? { destination_id: c.destinationId } : {}),
  ...(c.paymentMethod !== undefined ? { payment_method: c.paymentMethod } : {}),
  ...(c.invoice ? { invoice: invoiceWire(c.invoice) } : {}),
  ...(c.coupon !== undefined ? { coupon: c.coupon } : {}),
  ...(c.credit !== undefined ? { credit: c.credit } : {}),
});

export const destinationWire = (d: DestinationDraft): DestinationInput =>
  d.kind === 'home'
    ? { kind: 'home', recipient: d.recipient, mobile: d.mobile, city: d.city, district: d.district, street: d.street, is_default: d.isDefault }
    : { kind: 'cvs', recipient: d.recipient, mobile: d.mobile, store_chain: d.storeChain, store_id: d.storeId, is_default: d.isDefault };

export const toPayment = (p: PaymentBody): Payment => ({
  id: p.id, method: p.method, state: p.state, amount: p.amount, cardBrand: p.card_brand, cardLast4: p.card_last4, bankCode: p.bank_code,
  virtualAccount: p.virtual_account, deadline: p.deadline, nextPath: p.next_path,
});

export const toPlacedOrder = (b: PlacedOrderBody): PlacedOrderInfo => ({
  orderId: b.order_id, number: b.number, status: b.status, total: b.total, payment: b.payment ? toPayment(b.payment) : null,
});

export const toOrderDetail = (b: OrderDetailBody): OrderDetail => ({
  id: b.id, number: b.number, status: b.status, statusLabel: b.status_label, createdAt: b.created_at,
  lines: b.lines.map((l) => ({
    optionId: l.option_id, groupBuyId: l.group_buy_id, groupBuyTitle: l.group_buy_title, productTitle: l.product_title, size: l.size,
    image: l.image, unitPrice: l.unit_price, quantity: l.quantity, subtotal: l.subtotal,
  })),
  groups: b.groups.map((g) => ({ groupBuyId: g.group_buy_id, discounts: g.discounts, shippingFee: g.shipping_fee })),
  summary: toSummary(b.summary),
  buyer: b.buyer,
  deliveryMethod: b.delivery_method,
  destination: {
    kind: b.destination.kind, recipient: b.destination.recipient, mobile: b.destination.mobile, city: b.destination.city,
    district: b.destination.district, zip: b.destination.zip, street: b.destination.street, storeChain: b.destination.store_chain,
    storeId: b.destination.store_id, storeName: b.destination.store_name,
  },
  invoice: toInvoice(b.invoice),
  invoiceNumber: b.invoice_number,
  invoiceRandomCode: b.invoice_random_code,
  paymentMethod: b.payment_method,
  paymentDeadline: b.payment_deadline,
  payments: b.payments.map(toPayment),
  paymentChoices: b.payment_choices.map((p) => ({ method: p.method, label: p.label, disabledReason: p.disabled_reason })),
  timeline: b.timeline,
  deliveredAt: b.delivered_at,
  refundable: b.refundable.map((r) => ({ optionId: r.option_id, quantity: r.quantity })),
  shipment: b.shipment && { carrier: b.shipment.carrier, trackingNumber: b.shipment.tracking_number, events: b.shipment.events },
});

export const toCardForm = (b: CardFormBody): CardForm => ({
  paymentId: b.payment_id, checkoutId: b.checkout_id, orderNumber: b.order_number, amount: b.amount, state: b.state, hosted: b.hosted,
});

export const toCardResult = (b: CardResultBody): CardResult => ({ state: b.state, orderId: b.order_id, message: b.message });
