import { z } from 'zod';
import { SUBSCRIPTION_TYPES } from './purchase';

/** Path ids are digits only (`/groupbuy/12abc` is not 12). */
const pathId = z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(1));

export const GroupBuyIdParams = z.object({ id: pathId });
export const ItemIdParams = z.object({ itemId: pathId });
export const OptionIdParams = z.object({ optionId: pathId });

/** POST /v3/shoppingcart: item_id is the option (SKU) id; group_id defaults to 1 (SPEC §9). */
export const AddToCartRequest = z.object({
  group_id: z.number().int().min(1).max(2_147_483_647).default(1),
  item_id: z.number().int().min(1).max(2_147_483_647),
  number: z.number().int().min(1).max(999),
});

/** PATCH /v2/shoppingcart/items/{optionId}. */
export const CartQuantityRequest = z.object({ number: z.number().int().min(1).max(999) });

/**
 * POST/DELETE /v4/subscription. Our reading of SPEC §3/§7: `product` items carry the product id
 * and, for a restock notice of one size, its option_id; `groupbuy` items carry the group-buy id.
 */
export const SubscriptionRequest = z.object({
  items: z
    .array(
      z.object({
        id: z.number().int().min(1).max(2_147_483_647),
        type: z.enum(SUBSCRIPTION_TYPES),
        option_id: z.number().int().min(1).max(2_147_483_647).optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequest>;

/** POST /v1/tracking/events: the server-side tracking of SPEC §4.5 / §7 (added to cart). */
export const TrackingEventRequest = z.object({
  event: z.enum(['added_to_cart']),
  option_id: z.number().int().min(1),
  quantity: z.number().int().min(1).max(999),
  group_buy_id: z.number().int().min(1).optional(),
});

