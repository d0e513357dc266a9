import type { Kysely } from 'kysely';
import type { StoreChain } from '../../../src/domain/checkout/delivery';
import type { Database } from '../../db/schema';
import { LOGISTICS_PATHS } from '../logistics/LogisticsDeps';
import { DemoStoreMap } from './DemoStoreMap';
import type { StoreMap } from './StoreMap';

/**
 * The store map through ECPay's e-map: the shopper goes to our hand-off page, which form-posts to
 * `/Express/map` with the signed state as ExtraData. The state is DemoStoreMap's (checkout and member
 * signed with a database-held key), so a reply for one checkout cannot be replayed on another.
 */
export class EcpayStoreMap implements StoreMap {
  private readonly states: DemoStoreMap;

  constructor(db: Kysely<Database>) {
    this.states = new DemoStoreMap(db);
  }

  async mapPath(input: { checkoutId: number; memberId: number; chain: StoreChain }): Promise<string> {
    const state = new URL(await this.states.mapPath(input), 'http://shop').searchParams.get('state') ?? '';
    return `${LOGISTICS_PATHS.mapHandOff}?${new URLSearchParams({ chain: input.chain, state }).toString()}`;
  }

  readState(state: string): Promise<{ checkoutId: number; memberId: number } | null> {
    return this.states.readState(state);
  }
}
