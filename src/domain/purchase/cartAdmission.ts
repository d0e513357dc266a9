import type { CartRejectionCode } from './messages';

/** What the cart needs to know of an option to admit an add (SPEC §7/§8). */
export interface OptionForSale {
  /** The group-buy's deal window (epoch ms). */
  startsAt: number;
  endsAt: number;
  /** The product is no longer sold, or its group-buy is no longer open. */
  discontinued: boolean;
  /** How many one member may hold (the per-member limit within stock); 0 is sold out. */
  limit: number;
}

export type Admission = { admitted: true; limit: number } | { admitted: false; code: CartRejectionCode };

/**
 * Whether the cart takes an add of this option now (null: the shop has no such option). The deal's
 * window is checked first, because an ended deal's stock no longer matters; then whether the
 * product is still sold; then stock. The server and the in-memory cart both decide by this.
 */
export function admitToCart(option: OptionForSale | null, now: number): Admission {
  if (!option) return { admitted: false, code: 'CART_ITEM_NOT_FOUND' };
  if (now < option.startsAt) return { admitted: false, code: 'CART_GROUPBUY_NOT_STARTED' };
  if (now >= option.endsAt) return { admitted: false, code: 'CART_GROUPBUY_ENDED' };
  if (option.discontinued) return { admitted: false, code: 'CART_ITEM_DISCONTINUED' };
  return option.limit > 0 ? { admitted: true, limit: option.limit } : { admitted: false, code: 'CART_ITEM_SOLD_OUT' };
}

/** A line's quantity after adding `requested`, never above the limit; null when it already is at it (unchanged). */
export function quantityAfterAdd(current: number, requested: number, limit: number): number | null {
  return current >= limit ? null : Math.min(limit, current + requested);
}
