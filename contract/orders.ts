import { z } from 'zod';
import { DestinationBody, Discount, InvoiceBody, Summary } from './checkout';
import { DELIVERY_METHODS, PAYMENT_METHODS } from './checkoutRequests';

export const ORDER_STATUSES = [
  'pending_payment', 'to_ship', 'shipped', 'delivered', 'completed', 'cancelled', 'refund_requested', 'refunding', 'refunded',
] as const;

export const PaymentBody = z.object({
  id: z.int(), method: z.enum(PAYMENT_METHODS), state: z.enum(['pending', 'challenge', 'succeeded', 'declined', 'expired']),
  amount: z.int(), card_brand: z.string().nullable(), card_last4: z.string().nullable(), bank_code: z.string().nullable(),
  virtual_account: z.string().nullable(), deadline: z.int().nullable(),
  /** Where the browser goes next: the card form, or null when nothing is left to do online. */
  next_path: z.string().nullable(),
});
export type PaymentBody = z.infer<typeof PaymentBody>;

/** POST /v1/orders (201 new, 200 the same key again). */
export const PlacedOrderBody = z.object({ order_id: z.int(), number: z.string(), status: z.enum(ORDER_STATUSES), total: z.int(), payment: PaymentBody.nullable() });
export type PlacedOrderBody = z.infer<typeof PlacedOrderBody>;

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
  destination: DestinationBody.omit({ id: true, is_default: true }),
  invoice: InvoiceBody,
  invoice_number: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_deadline: z.int().nullable(),
  payments: z.array(PaymentBody),
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), at: z.int() })),
});
export type OrderDetailBody = z.infer<typeof OrderDetailBody>;

/** The sandbox card form's facts; `test_3ds_code` is the sandbox's stand-in for the bank's one-time code. */
export const CardFormBody = z.object({ payment_id: z.int(), order_number: z.string(), amount: z.int(), state: PaymentBody.shape.state, test_3ds_code: z.string() });
export type CardFormBody = z.infer<typeof CardFormBody>;
export const CardResultBody = z.object({ state: PaymentBody.shape.state, order_id: z.int(), message: z.string().nullable() });
export type CardResultBody = z.infer<typeof CardResultBody>;
