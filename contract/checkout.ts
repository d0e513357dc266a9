import { z } from 'zod/mini';
import { DELIVERY_METHODS, PAYMENT_METHODS, STORE_CHAINS } from './checkoutConstants';
import { CartBody } from './purchase';

/** Responses of the checkout API (GET/PATCH /v1/checkouts/{id} and friends). */
export const Discount = z.object({ label: z.string(), saved: z.int() });

export const LineStatus = z.enum(['ok', 'sold_out', 'ended', 'discontinued']);

export const CheckoutLine = z.object({
  option_id: z.int(), product_id: z.int(), group_buy_id: z.int(), product_title: z.string(), size: z.string(), image: z.string(),
  unit_price: z.int(), quantity: z.int(), subtotal: z.int(), status: LineStatus, reason: z.nullable(z.string()),
});

export const PricedGroupBody = z.object({
  group_buy_id: z.int(), group_buy_title: z.string(), subtotal: z.int(), discounts: z.array(Discount), total: z.int(),
  shipping_fee: z.int(), missing_for_free_shipping: z.int(), free_shipping_from: z.nullable(z.int()),
  /** The group-buy's shipping promise, word for word as on its card and page. */
  shipping_promise: z.optional(z.string()),
});
export type PricedGroupBody = z.infer<typeof PricedGroupBody>;

export const Summary = z.object({
  goods: z.int(), promotion_discount: z.int(), coupon_discount: z.int(), credit_used: z.int(), shipping_fee: z.int(), total: z.int(),
});
export type Summary = z.infer<typeof Summary>;

export const DestinationBody = z.object({
  id: z.int(), kind: z.enum(DELIVERY_METHODS), recipient: z.string(), mobile: z.string(), city: z.string(), district: z.string(),
  zip: z.string(), street: z.string(), store_chain: z.nullable(z.enum(STORE_CHAINS)), store_id: z.nullable(z.string()),
  store_name: z.nullable(z.string()), is_default: z.boolean(),
});
export type DestinationBody = z.infer<typeof DestinationBody>;

export const InvoiceBody = z.object({
  kind: z.enum(['member', 'mobile_barcode', 'citizen_cert', 'company', 'donation']),
  code: z.nullable(z.string()), tax_id: z.nullable(z.string()), company_name: z.nullable(z.string()),
});
export type InvoiceBody = z.infer<typeof InvoiceBody>;

export const CouponBody = z.object({
  member_coupon_id: z.int(), title: z.string(), saved: z.int(), expires_at: z.int(), reason: z.nullable(z.string()),
});
export type CouponBody = z.infer<typeof CouponBody>;

/** A payment method with why it cannot be chosen for this checkout or order (null when it can). */
export const PaymentChoiceBody = z.object({ method: z.enum(PAYMENT_METHODS), label: z.string(), disabled_reason: z.nullable(z.string()) });

export const CheckoutBody = z.object({
  id: z.int(),
  lines: z.array(CheckoutLine),
  groups: z.array(PricedGroupBody),
  buyer: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery_choices: z.array(z.object({ method: z.enum(DELIVERY_METHODS), label: z.string(), fee: z.int() })),
  destination: z.nullable(DestinationBody),
  payment_method: z.nullable(z.enum(PAYMENT_METHODS)),
  payment_choices: z.array(PaymentChoiceBody),
  invoice: InvoiceBody,
  coupon: z.nullable(CouponBody),
  coupon_mode: z.enum(['best', 'none', 'chosen']),
  credit: z.object({ balance: z.int(), cap: z.int(), used: z.int() }),
  summary: Summary,
  order_id: z.nullable(z.int()),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const CouponListBody = z.object({ usable: z.array(CouponBody), unusable: z.array(CouponBody), best_id: z.nullable(z.int()) });
export type CouponListBody = z.infer<typeof CouponListBody>;

export const BankListBody = z.object({ banks: z.array(z.object({ code: z.string(), name: z.string() })) });
export const StoreBody = z.object({ chain: z.enum(STORE_CHAINS), store_id: z.string(), name: z.string(), address: z.string() });
export type StoreBody = z.infer<typeof StoreBody>;


/** Error codes of checkout, orders and payments, in the shape of contract/common's ErrorCode. */
export const CheckoutErrorCode = {
  CHECKOUT_EMPTY: 'CHECKOUT_EMPTY',
  CHECKOUT_CLOSED: 'CHECKOUT_CLOSED',
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  ORDER_LINES_UNAVAILABLE: 'ORDER_LINES_UNAVAILABLE',
  ORDER_INCOMPLETE: 'ORDER_INCOMPLETE',
  ORDER_TOTAL_CHANGED: 'ORDER_TOTAL_CHANGED',
  PAYMENT_NOT_RETRYABLE: 'PAYMENT_NOT_RETRYABLE',
  PAYMENT_SIGNATURE_INVALID: 'PAYMENT_SIGNATURE_INVALID',
  CARD_DECLINED: 'CARD_DECLINED',
  /** 409: the member already keeps 20 destinations of that kind. */
  DESTINATION_LIMIT: 'DESTINATION_LIMIT',
} as const;

/** What GET /v2/shoppingcart adds to the purchase contract's CartBody (extra fields; the cart's own stay as they are). */
export const CartPricingBody = z.object({
  groups: z.array(PricedGroupBody),
  summary: Summary,
  unavailable: z.array(z.object({ option_id: z.int(), status: z.enum(['sold_out', 'ended', 'discontinued']), reason: z.string() })),
});

/** GET /v2/shoppingcart and the answer of PATCH/DELETE on a line: the cart with its pricing. */
export const PricedCartBody = z.extend(CartBody, CartPricingBody.shape);
export type PricedCartBody = z.infer<typeof PricedCartBody>;

export const DestinationListBody = z.object({ destinations: z.array(DestinationBody) });
export type DestinationListBody = z.infer<typeof DestinationListBody>;
export const StoreListBody = z.object({ stores: z.array(StoreBody) });
export type StoreListBody = z.infer<typeof StoreListBody>;
/** Where to send the shopper to pick a store (the provider's map, or the demo map). */
export const StoreMapStartBody = z.object({ path: z.string() });
export type StoreMapStartBody = z.infer<typeof StoreMapStartBody>;
export type BankListBody = z.infer<typeof BankListBody>;
