import { z } from 'zod/mini';
import { REFUND_DESTINATIONS, REFUND_REASONS } from './memberOrders';
import { dbId, intBetween, pathId } from './requestParts';

/** Requests of the member's orders and refunds. */

/** GET /v1/orders: an unknown type lists every order, a bad page is the first. */
export const OrderListQuery = z.object({
  type: z.optional(z.string().check(z.maxLength(40))),
  page: z.optional(z.string().check(z.maxLength(12))),
});

export const IdQuery = z.object({ id: pathId });

/** POST /v1/refunds. */
export const RefundRequestBody = z.object({
  order_id: dbId,
  lines: z.array(z.object({ option_id: dbId, quantity: intBetween(1, 999) })).check(z.minLength(1), z.maxLength(100)),
  reason: z.enum(REFUND_REASONS),
  note: z._default(z.optional(z.string().check(z.maxLength(200))), ''),
  refund_to: z.enum(REFUND_DESTINATIONS),
});
export type RefundRequestBody = z.infer<typeof RefundRequestBody>;
