/**
 * What one member keeps at most (issue 25): saved destinations per kind (home addresses, store
 * pickups) and open checkouts, so no account can grow the shop's tables without bound.
 */
export const SAVED_DESTINATIONS_PER_KIND_MAX = 20;

/**
 * Open (unplaced) checkouts at once. Opening one more drops the one least recently changed instead of
 * refusing: a checkout is a scratch copy of cart lines that stay in the cart, and refusing 結帳 would
 * stop a purchase over something the member cannot see.
 */
export const OPEN_CHECKOUTS_MAX = 20;
