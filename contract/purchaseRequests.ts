import { z } from 'zod/mini';
import { SUBSCRIPTION_TYPES } from './purchase';
import { dbId, intBetween, pathId } from './requestParts';

export const GroupBuyIdParams = z.object({ id: pathId });
export const ItemIdParams = z.object({ itemId: pathId });
export const OptionIdParams = z.object({ optionId: pathId });

/** POST /v3/shoppingcart: item_id is the option (SKU) id; group_id defaults to 1 (SPEC §9). */
export const AddToCartRequest = z.object({
  group_id: z._default(dbId, 1),
  item_id: dbId,
  number: intBetween(1, 999),
});

/** PATCH /v2/shoppingcart/items/{optionId}. */
export const CartQuantityRequest = z.object({ number: intBetween(1, 999) });

/**
 * POST/DELETE /v4/subscription. Our reading of SPEC §3/§7: `product` items carry the product id
 * and, for a restock notice of one size, its option_id; `groupbuy` items carry the group-buy id.
 */
export const SubscriptionRequest = z.object({
  items: z.array(z.object({ id: dbId, type: z.enum(SUBSCRIPTION_TYPES), option_id: z.optional(dbId) })).check(z.minLength(1), z.maxLength(50)),
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequest>;

/** POST /v1/tracking/events: the server-side tracking of SPEC §4.5 / §7 (added to cart). */
export const TrackingEventRequest = z.object({
  event: z.enum(['added_to_cart']),
  option_id: dbId,
  quantity: intBetween(1, 999),
  group_buy_id: z.optional(dbId),
});
