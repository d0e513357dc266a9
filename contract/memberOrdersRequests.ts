import { z } from 'zod';
import { REFUND_DESTINATIONS, REFUND_REASONS } from './memberOrders';

/** Requests of the member's orders and refunds. */
const id = z.number().int().min(1).max(2_147_483_647);
const pathId = z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(1));

/** GET /v1/orders: an unknown type lists every order, a bad page is the first. */
export const OrderListQuery = z.object({
  type: z.string().max(40).optional(),
  page: z.string().max(12).optional(),
});

export const IdQuery = z.object({ id: pathId });

/** POST /v1/refunds. */
export const RefundRequestBody = z.object({
  order_id: id,
  lines: z.array(z.object({ option_id: id, quantity: z.number().int().min(1).max(999) })).min(1).max(100),
  reason: z.enum(REFUND_REASONS),
  note: z.string().max(200).optional().default(''),
  refund_to: z.enum(REFUND_DESTINATIONS),
});
export type RefundRequestBody = z.infer<typeof RefundRequestBody>;
