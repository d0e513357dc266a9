import { z } from 'zod/mini';
import { DestinationBody, Discount, InvoiceBody, PaymentChoiceBody, Summary } from './checkout';
import { DELIVERY_METHODS, PAYMENT_METHODS } from './checkoutConstants';

export const ORDER_STATUSES = [
  'pending_payment', 'to_ship', 'shipped', 'delivered', 'completed', 'cancelled', 'refund_requested', 'refunding', 'refunded',
] as const;

/** needs_refund, refunding and refunded: money captured for an order that could not take it, given back in full. */
export const PAYMENT_STATES = ['pending', 'challenge', 'succeeded', 'declined', 'expired', 'needs_refund', 'refunding', 'refunded'] as const;

export const PaymentBody = z.object({
  id: z.int(), method: z.enum(PAYMENT_METHODS), state: z.enum(PAYMENT_STATES),
  amount: z.int(), card_brand: z.nullable(z.string()), card_last4: z.nullable(z.string()), bank_code: z.nullable(z.string()),
  virtual_account: z.nullable(z.string()), deadline: z.nullable(z.int()),
  /** Where the browser goes next: the card form, or null when nothing is left to do online. */
  next_path: z.nullable(z.string()),
});
export type PaymentBody = z.infer<typeof PaymentBody>;

/** POST /v1/orders (201 new, 200 the same key again). */
export const PlacedOrderBody = z.object({ order_id: z.int(), number: z.string(), status: z.enum(ORDER_STATUSES), total: z.int(), payment: z.nullable(PaymentBody) });
export type PlacedOrderBody = z.infer<typeof PlacedOrderBody>;

/** The parcel with the logistics provider: carrier, 託運單號 and each status it reported, oldest first. */
export const ShipmentBody = z.object({
  carrier: z.string(), tracking_number: z.nullable(z.string()), events: z.array(z.object({ code: z.string(), label: z.string(), at: z.int() })),
});

export type ShipmentBody = z.infer<typeof ShipmentBody>;

export const OrderDetailBody = z.object({
  id: z.int(), number: z.string(), status: z.enum(ORDER_STATUSES), status_label: z.string(), created_at: z.int(),
  lines: z.array(z.object({
    option_id: z.int(), group_buy_id: z.int(), group_buy_title: z.string(), product_title: z.string(), size: z.string(), image: z.string(),
    unit_price: z.int(), quantity: z.int(), subtotal: z.int(),
  })),
  groups: z.array(z.object({ group_buy_id: z.int(), discounts: z.array(Discount), shipping_fee: z.int() })),
  summary: Summary,
  buyer: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  delivery_method: z.enum(DELIVERY_METHODS),
  destination: z.omit(DestinationBody, { id: true, is_default: true }),
  invoice: InvoiceBody,
  /** The e-invoice as the provider issued it (null until then), and its 隨機碼 (what the buyer looks it up with). */
  invoice_number: z.nullable(z.string()),
  invoice_random_code: z.nullable(z.string()),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_deadline: z.nullable(z.int()),
  payments: z.array(PaymentBody),
  /** What 更換付款方式 may pick while the order waits for its payment: every method, with why it cannot be chosen. */
  payment_choices: z.array(PaymentChoiceBody),
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), at: z.int() })),
  /** When the parcel arrived (the 7-day refund window starts here); null before delivery. */
  delivered_at: z.nullable(z.int()),
  /** Units of each option still free to refund (bought minus refunds asked for or paid). */
  refundable: z.array(z.object({ option_id: z.int(), quantity: z.int() })),
  /** Null until the order ships. */
  shipment: z.nullable(ShipmentBody),
});
export type OrderDetailBody = z.infer<typeof OrderDetailBody>;

/** The card hand-off page: the payment's facts and, while it is open, the signed form it posts to the gateway's hosted page. */
export const HostedFormBody = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });
export const CardFormBody = z.object({
  payment_id: z.int(), checkout_id: z.int(), order_number: z.string(), amount: z.int(), state: z.enum(PAYMENT_STATES), hosted: z.nullable(HostedFormBody),
});
export type CardFormBody = z.infer<typeof CardFormBody>;
export const CardResultBody = z.object({ state: z.enum(PAYMENT_STATES), order_id: z.int(), message: z.nullable(z.string()) });
export type CardResultBody = z.infer<typeof CardResultBody>;
