import { z } from 'zod/mini';
import { DELIVERY_METHODS, PAYMENT_METHODS, STORE_CHAINS } from './checkoutConstants';
import { dbId, intBetween, pathId } from './requestParts';
import { TaiwanMobileInput } from './taiwanMobile';

/** Requests of checkout, destinations, orders and the sandbox payment and store-map providers. */
const text = (max: number) => z.string().check(z.maxLength(max));
const matching = (pattern: RegExp) => z.string().check(z.regex(pattern));

export const CheckoutIdParams = z.object({ id: pathId });
export const DestinationIdParams = z.object({ destinationId: pathId });
export const PaymentIdParams = z.object({ paymentId: pathId });
export const OrderIdQuery = z.object({ id: pathId });

export { DELIVERY_METHODS, PAYMENT_METHODS, STORE_CHAINS };

/** POST /v1/checkouts: the cart lines (option ids) going to the checkout. */
export const CreateCheckoutRequest = z.object({ option_ids: z.array(dbId).check(z.minLength(1), z.maxLength(100)) });

export const BuyerInput = z.object({ name: text(30), mobile: TaiwanMobileInput, email: text(254) });

export const InvoiceInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member') }),
  z.object({ kind: z.literal('mobile_barcode'), code: text(8) }),
  z.object({ kind: z.literal('citizen_cert'), code: text(16) }),
  z.object({ kind: z.literal('company'), tax_id: text(8), company_name: text(60) }),
  z.object({ kind: z.literal('donation'), code: text(7) }),
]);
export type InvoiceInput = z.infer<typeof InvoiceInput>;

/** PATCH /v1/checkouts/{id}: any of the sections; `coupon` is 'best', 'none' or a member coupon id. */
export const UpdateCheckoutRequest = z.object({
  buyer: z.optional(BuyerInput),
  delivery_method: z.optional(z.enum(DELIVERY_METHODS)),
  destination_id: z.optional(z.nullable(dbId)),
  payment_method: z.optional(z.nullable(z.enum(PAYMENT_METHODS))),
  invoice: z.optional(InvoiceInput),
  coupon: z.optional(z.union([z.literal('best'), z.literal('none'), dbId])),
  credit: z.optional(intBetween(0, 10_000_000)),
});

export const HomeDestinationInput = z.object({
  kind: z.literal('home'),
  recipient: text(30),
  mobile: TaiwanMobileInput,
  city: text(8),
  district: text(8),
  street: text(120),
  is_default: z._default(z.boolean(), false),
});

export const StoreDestinationInput = z.object({
  kind: z.literal('cvs'),
  recipient: text(30),
  mobile: TaiwanMobileInput,
  store_chain: z.enum(STORE_CHAINS),
  store_id: matching(/^\d{4,8}$/),
  is_default: z._default(z.boolean(), false),
});

export const DestinationInput = z.discriminatedUnion('kind', [HomeDestinationInput, StoreDestinationInput]);
export type DestinationInput = z.infer<typeof DestinationInput>;

/**
 * POST /v1/orders with an `Idempotency-Key` header. expected_total: the total the parent saw. When
 * the shop re-prices the order higher (a coupon or credit went to another order meanwhile) it refuses
 * with ORDER_TOTAL_CHANGED instead of charging more.
 */
export const PlaceOrderRequest = z.object({ checkout_id: dbId, expected_total: z.optional(intBetween(0, 10_000_000)) });
export const IdempotencyKeyHeader = matching(/^[A-Za-z0-9_-]{8,100}$/);

/** POST /v1/orders/payments?id=: 重新付款, optionally with another method. */
export const RetryPaymentRequest = z.object({ payment_method: z.optional(z.enum(PAYMENT_METHODS)) });

/** GET /v1/checkouts/{id}/store-map?chain= */
export const StoreMapStartQuery = z.object({ chain: z.enum(STORE_CHAINS) });

/** GET /sandbox/store-map/stores?chain=&query= */
export const StoreSearchQuery = z.object({ chain: z.enum(STORE_CHAINS), query: z._default(text(40), '') });

/** GET /sandbox/store-map?chain=&state=&query=: the demo store map page (state as signed by the map). */
export const StoreMapPageQuery = z.object({ chain: z.enum(STORE_CHAINS), state: text(200), query: z._default(text(40), '') });

/** What the demo store map (like the logistics providers' maps) form-posts back to cs-redirection. */
export const StoreMapCallback = z.object({ chain: z.enum(STORE_CHAINS), store_id: matching(/^\d{4,8}$/), state: text(200) });

