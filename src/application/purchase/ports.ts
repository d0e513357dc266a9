import type { PriceSummary, PricedGroup } from '../../domain/checkout/checkoutView';
import type { AddToCartAnswer } from '../../domain/purchase/addToCartOutcome';
import type { CartLine } from '../../domain/purchase/cart';
import type { GroupBuyDetail, WishList, WishListBrief } from '../../domain/purchase/GroupBuyDetail';

/**
 * The cart as the shop prices it: every line (unavailable ones carry their status and reason),
 * `total` of the buyable lines' goods, and the checkout pricing before coupon and credit:
 * per group-buy promotions and 宅配 shipping (only group-buys with a buyable line), and the summary.
 */
export interface Cart {
  lines: CartLine[];
  total: number;
  groups: PricedGroup[];
  summary: PriceSummary;
}

/** GET /v3/shopping/groupbuy/{id} and /v3/shopping/item/{itemId}; unknown ids throw NotFoundError. */
export interface PurchaseCatalog {
  groupBuy(id: number): Promise<GroupBuyDetail>;
  /** The group-buy that holds the item (product). */
  item(itemId: number): Promise<GroupBuyDetail>;
}

/**
 * The cart calls. `add` returns the business answers of SPEC §7/§8 (added, at the limit,
 * rejected with a CART_ITEM_* code) and throws the client exception kinds for anything else.
 */
export interface CartGateway {
  add(input: { groupId: number; optionId: number; number: number }): Promise<{ answer: AddToCartAnswer; itemIds: number[] }>;
  itemIds(): Promise<number[]>;
  load(): Promise<Cart>;
  changeQuantity(optionId: number, quantity: number): Promise<Cart>;
  remove(optionId: number): Promise<Cart>;
}

export interface SubscriptionItem {
  id: number;
  type: 'product' | 'groupbuy';
  optionId?: number;
}

/** The wish list (tracking list) and the subscription calls of SPEC §7. */
export interface WishListGateway {
  brief(): Promise<WishListBrief>;
  load(): Promise<WishList>;
  follow(items: SubscriptionItem[]): Promise<WishListBrief>;
  unfollow(items: SubscriptionItem[]): Promise<WishListBrief>;
}

/** SPEC §4.5: the add-to-cart tracking event and its server-side twin. */
export interface Tracking {
  addedToCart(event: { optionId: number; quantity: number; groupBuyId: number }): void;
}
