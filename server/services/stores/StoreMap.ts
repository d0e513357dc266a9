import type { StoreChain } from '../../../src/domain/checkout/delivery';

/**
 * The port to a logistics provider's store map: the shop sends the shopper to `mapPath`, the map
 * form-posts the chosen store back to cs-redirection with the `state` it was given.
 */
export interface StoreMap {
  mapPath(input: { checkoutId: number; memberId: number; chain: StoreChain }): Promise<string>;
  /** The checkout and member a returned state was made for, or null when it is forged. */
  readState(state: string): Promise<{ checkoutId: number; memberId: number } | null>;
}
