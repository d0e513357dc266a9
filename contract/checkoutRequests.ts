import { z } from 'zod';
import { DELIVERY_METHODS, PAYMENT_METHODS, STORE_CHAINS } from './checkoutConstants';

/** Requests of checkout, destinations, orders and the sandbox payment and store-map providers. */
const id = z.number().int().min(1).max(2_147_483_647);
const pathId = z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(1));

export const CheckoutIdParams = z.object({ id: pathId });
export const DestinationIdParams = z.object({ destinationId: pathId });
export const PaymentIdParams = z.object({ paymentId: pathId });
export const OrderIdQuery = z.object({ id: pathId });

export { DELIVERY_METHODS, PAYMENT_METHODS, STORE_CHAINS };

/** POST /v1/checkouts: the cart lines (option ids) going to the checkout. */
export const CreateCheckoutRequest = z.object({ option_ids: z.array(id).min(1).max(100) });

export const BuyerInput = z.object({ name: z.string().max(30), mobile: z.string().max(10), email: z.string().max(254) });

export const InvoiceInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member') }),
  z.object({ kind: z.literal('mobile_barcode'), code: z.string().max(8) }),
  z.object({ kind: z.literal('citizen_cert'), code: z.string().max(16) }),
  z.object({ kind: z.literal('company'), tax_id: z.string().max(8), company_name: z.string().max(60) }),
  z.object({ kind: z.literal('donation'), code: z.string().max(7) }),
]);
export type InvoiceInput = z.infer<typeof InvoiceInput>;

/** PATCH /v1/checkouts/{id}: any of the sections; `coupon` is 'best', 'none' or a member coupon id. */
export const UpdateCheckoutRequest = z.object({
  buyer: BuyerInput.optional(),
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  destination_id: id.nullable().optional(),
  payment_method: z.enum(PAYMENT_METHODS).nullable().optional(),
  invoice: InvoiceInput.optional(),
  coupon: z.union([z.literal('best'), z.literal('none'), id]).optional(),
  credit: z.number().int().min(0).max(10_000_000).optional(),
});

export const HomeDestinationInput = z.object({
  kind: z.literal('home'),
  recipient: z.string().max(30),
  mobile: z.string().max(10),
  city: z.string().max(8),
  district: z.string().max(8),
  street: z.string().max(120),
  is_default: z.boolean().default(false),
});

export const StoreDestinationInput = z.object({
  kind: z.literal('cvs'),
  recipient: z.string().max(30),
  mobile: z.string().max(10),
  store_chain: z.enum(STORE_CHAINS),
  store_id: z.string().regex(/^\d{4,8}$/),
  is_default: z.boolean().default(false),
});

export const DestinationInput = z.discriminatedUnion('kind', [HomeDestinationInput, StoreDestinationInput]);
export type DestinationInput = z.infer<typeof DestinationInput>;

/** POST /v1/orders with an `Idempotency-Key` header. */
/**
 * expected_total: the total the parent saw. When the shop re-prices the order higher (a coupon or
 * credit went to another order meanwhile) it refuses with ORDER_TOTAL_CHANGED instead of charging more.
 */
export const PlaceOrderRequest = z.object({ checkout_id: id, expected_total: z.int().min(0).max(10_000_000).optional() });
export const IdempotencyKeyHeader = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** POST /v1/orders/{id}/payments: 重新付款, optionally with another method. */
export const RetryPaymentRequest = z.object({ payment_method: z.enum(PAYMENT_METHODS).optional() });

/** POST /sandbox/neweb/{paymentId}/card: what the card form sends (never stored). */
export const CardSubmitRequest = z.object({ number: z.string().max(23), expiry: z.string().max(5), cvc: z.string().max(4) });
export const ThreeDsRequest = z.object({ code: z.string().max(6) });

/** GET /v1/checkouts/{id}/store-map?chain= */
export const StoreMapStartQuery = z.object({ chain: z.enum(STORE_CHAINS) });

/** GET /sandbox/store-map/stores?chain=&query= */
export const StoreSearchQuery = z.object({ chain: z.enum(STORE_CHAINS), query: z.string().max(40).default('') });

/** GET /sandbox/store-map?chain=&state=&query=: the demo store map page (state as signed by the map). */
export const StoreMapPageQuery = z.object({ chain: z.enum(STORE_CHAINS), state: z.string().max(200), query: z.string().max(40).default('') });

/** What the demo store map (like the logistics providers' maps) form-posts back to cs-redirection. */
export const StoreMapCallback = z.object({ chain: z.enum(STORE_CHAINS), store_id: z.string().regex(/^\d{4,8}$/), state: z.string().max(200) });

/** The gateway's signed server-to-server notify call. */
export const PaymentNotify = z.object({
  payment_id: id,
  result: z.enum(['succeeded', 'declined']),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PaymentNotify = z.infer<typeof PaymentNotify>;
