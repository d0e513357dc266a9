import type { DeliveryMethod, StoreChain } from './delivery';
import type { Invoice } from './invoice';
import type { PaymentChoice, PaymentMethod } from './payments';

/** What the checkout and order pages show, as the shop priced it (money in whole TWD). */
export interface Discount {
  label: string;
  saved: number;
}

export type LineStatus = 'ok' | 'sold_out' | 'ended' | 'discontinued';

export interface CheckoutLine {
  optionId: number;
  productId: number;
  groupBuyId: number;
  productTitle: string;
  size: string;
  image: string;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  status: LineStatus;
  /** Why the line cannot be bought; null when it can. */
  reason: string | null;
}

/** One group-buy's share of an order: its promotions applied and its shipment. */
export interface PricedGroup {
  groupBuyId: number;
  groupBuyTitle: string;
  subtotal: number;
  discounts: Discount[];
  total: number;
  shippingFee: number;
  missingForFreeShipping: number;
  freeShippingFrom: number | null;
  /** The group-buy's shipping promise, word for word as on its card and page. */
  shippingPromise?: string | null;
}

export interface PriceSummary {
  goods: number;
  promotionDiscount: number;
  couponDiscount: number;
  creditUsed: number;
  shippingFee: number;
  total: number;
}

export interface Destination {
  id: number;
  kind: DeliveryMethod;
  recipient: string;
  mobile: string;
  city: string;
  district: string;
  zip: string;
  street: string;
  storeChain: StoreChain | null;
  storeId: string | null;
  storeName: string | null;
  isDefault: boolean;
}

export type InvoiceChoice = Invoice;

export interface CheckoutCoupon {
  memberCouponId: number;
  title: string;
  saved: number;
  expiresAt: number;
  /** Why it cannot be used on this order; null when it can. */
  reason: string | null;
}

export interface CouponList {
  usable: CheckoutCoupon[];
  unusable: CheckoutCoupon[];
  bestId: number | null;
}

export interface BuyerInfo {
  name: string;
  mobile: string;
  email: string;
}

export interface Checkout {
  id: number;
  lines: CheckoutLine[];
  groups: PricedGroup[];
  buyer: BuyerInfo;
  deliveryMethod: DeliveryMethod;
  deliveryChoices: { method: DeliveryMethod; label: string; fee: number }[];
  destination: Destination | null;
  paymentMethod: PaymentMethod | null;
  paymentChoices: PaymentChoice[];
  invoice: InvoiceChoice;
  coupon: CheckoutCoupon | null;
  couponMode: 'best' | 'none' | 'chosen';
  credit: { balance: number; cap: number; used: number };
  summary: PriceSummary;
  /** The order placed from this checkout, once there is one. */
  orderId: number | null;
}

/** A change to one section of the checkout (PATCH): the shop re-prices everything. */
export interface CheckoutChange {
  buyer?: BuyerInfo;
  deliveryMethod?: DeliveryMethod;
  destinationId?: number | null;
  paymentMethod?: PaymentMethod | null;
  invoice?: InvoiceChoice;
  coupon?: 'best' | 'none' | number;
  credit?: number;
}

export type DestinationDraft =
  | { kind: 'home'; recipient: string; mobile: string; city: string; district: string; street: string; isDefault: boolean }
  | { kind: 'cvs'; recipient: string; mobile: string; storeChain: StoreChain; storeId: string; isDefault: boolean };

export interface Bank {
  code: string;
  name: string;
}

export type OrderStatus =
  | 'pending_payment' | 'to_ship' | 'shipped' | 'delivered' | 'completed' | 'cancelled' | 'refund_requested' | 'refunding' | 'refunded';

export type PaymentState = 'pending' | 'challenge' | 'succeeded' | 'declined' | 'expired' | 'needs_refund' | 'refunding' | 'refunded';

/** A payment captured for an order that could not take it (cancelled, already paid, or replaced by 重新付款): it is given back, never counted. */
export const isReturnedPayment = (payment: Pick<Payment, 'state'>): boolean =>
  payment.state === 'needs_refund' || payment.state === 'refunding' || payment.state === 'refunded';

export interface Payment {
  id: number;
  method: PaymentMethod;
  state: PaymentState;
  amount: number;
  cardBrand: string | null;
  cardLast4: string | null;
  bankCode: string | null;
  virtualAccount: string | null;
  deadline: number | null;
  /** Where the browser goes next (the card form), or null when nothing is left to do online. */
  nextPath: string | null;
}

export interface PlacedOrderInfo {
  orderId: number;
  number: string;
  status: OrderStatus;
  total: number;
  payment: Payment | null;
}

export interface OrderDetail {
  id: number;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: number;
  lines: { optionId: number; groupBuyId: number; groupBuyTitle: string; productTitle: string; size: string; image: string; unitPrice: number; quantity: number; subtotal: number }[];
  groups: { groupBuyId: number; discounts: Discount[]; shippingFee: number }[];
  summary: PriceSummary;
  buyer: BuyerInfo;
  deliveryMethod: DeliveryMethod;
  destination: Omit<Destination, 'id' | 'isDefault'>;
  invoice: InvoiceChoice;
  invoiceNumber: string | null;
  invoiceRandomCode: string | null;
  paymentMethod: PaymentMethod;
  paymentDeadline: number | null;
  payments: Payment[];
  /** What 更換付款方式 may pick while the order waits for its payment. */
  paymentChoices: PaymentChoice[];
  timeline: { status: OrderStatus; label: string; at: number }[];
  /** When the parcel arrived; null before delivery. */
  deliveredAt: number | null;
  /** Units of each option still free to refund. */
  refundable: { optionId: number; quantity: number }[];
  /** The parcel's carrier, 託運單號 and tracking statuses; null until the order ships. */
  shipment: { carrier: string; trackingNumber: string | null; events: { code: string; label: string; at: number }[] } | null;
}

/** A form the browser posts to the payment gateway's own page (NewebPay MPG): the card is typed there, never here. */
export interface HostedForm {
  url: string;
  fields: Record<string, string>;
}

/** The card hand-off page's facts; `hosted` while the payment is open. */
export interface CardForm {
  paymentId: number;
  /** The checkout the order came from: its page shows the result. */
  checkoutId: number;
  orderNumber: string;
  amount: number;
  state: PaymentState;
  hosted: HostedForm | null;
}

export interface CardResult {
  state: PaymentState;
  orderId: number;
  message: string | null;
}

/** The last payment of an order, the one a shopper acts on (a payment being given back is not one). */
export const latestPayment = (order: Pick<OrderDetail, 'payments'>): Payment | null => order.payments.filter((p) => !isReturnedPayment(p)).at(-1) ?? null;

/** Payments captured for this order that are being, or have been, given back. */
export const returnedPayments = (order: Pick<OrderDetail, 'payments'>): Payment[] => order.payments.filter(isReturnedPayment);

/** 重新付款 is offered while the order waits for a payment that did not go through. */
export const canRetryPayment = (order: Pick<OrderDetail, 'status' | 'payments'>): boolean => {
  const payment = latestPayment(order);
  return order.status === 'pending_payment' && payment !== null && (payment.state === 'declined' || payment.state === 'expired');
};
