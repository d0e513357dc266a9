import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StoreBody } from '../../../contract/checkout';
import type { StoreChain } from '../../../src/domain/checkout/delivery';
import type { Database } from '../../db/schema';
import { findSecretValue, insertSecretIfAbsent } from '../../db/repositories/stores/appSecrets';
import { listStoresOfChain } from '../../db/repositories/stores/convenienceStores';
import type { StoreMap } from './StoreMap';

const SECRET_NAME = 'store_map_state';

async function secret(db: Kysely<Database>): Promise<string> {
  await insertSecretIfAbsent(db, SECRET_NAME, randomBytes(32).toString('hex'));
  return findSecretValue(db, SECRET_NAME);
}

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('hex');

/**
 * Demo mode's store map (a page of ours, next to the seeded stores). The state carries the
 * checkout and member signed with a database-held key, because the provider's post back is
 * cross-site and brings no cookie.
 */
export class DemoStoreMap implements StoreMap {
  constructor(private readonly db: Kysely<Database>) {}

  async mapPath(input: { checkoutId: number; memberId: number; chain: StoreChain }): Promise<string> {
    const payload = `${input.checkoutId}.${input.memberId}`;
    const state = `${payload}.${sign(await secret(this.db), payload)}`;
    return `/sandbox/store-map?chain=${input.chain}&state=${encodeURIComponent(state)}`;
  }

  async readState(state: string): Promise<{ checkoutId: number; memberId: number } | null> {
    const match = /^(\d{1,9})\.(\d{1,9})\.([0-9a-f]{64})$/.exec(state);
    if (!match) return null;
    const expected = Buffer.from(sign(await secret(this.db), `${match[1]}.${match[2]}`), 'hex');
    const given = Buffer.from(match[3], 'hex');
    return timingSafeEqual(expected, given) ? { checkoutId: Number(match[1]), memberId: Number(match[2]) } : null;
  }
}

/** The map's search: stores of a chain whose name, id or address contains the words, at most 30. */
export async function searchStores(db: Kysely<Database>, chain: StoreChain, query: string): Promise<StoreBody[]> {
  const words = query.trim().toLowerCase();
  const rows = await listStoresOfChain(db, chain);
  return rows
    .filter((r) => words === '' || `${r.name} ${r.store_id} ${r.address}`.toLowerCase().includes(words))
    .slice(0, 30)
    .map((r) => ({ chain, store_id: r.store_id, name: r.name, address: r.address }));
}
