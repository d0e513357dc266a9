import type { Kysely, Selectable } from 'kysely';
import type { DestinationBody } from '../../../contract/checkout';
import type { DestinationInput } from '../../../contract/checkoutRequests';
import { MOBILE_PATTERN } from '../../../src/domain/checkout/buyer';
import { normalizeTaiwanMobile } from '../../../src/domain/contact/taiwanMobile';
import type { StoreChain } from '../../../src/domain/checkout/delivery';
import { SAVED_DESTINATIONS_PER_KIND_MAX } from '../../../src/domain/checkout/memberCaps';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import { checkHomeAddress, cleanRecipient } from '../../../src/domain/checkout/taiwanAddress';
import type { DestinationsTable } from '../../db/checkoutSchema';
import type { Database } from '../../db/schema';
import { lockMemberRow } from '../../db/repositories/checkout/memberLock';
import {
  clearDefaultDestinations, deleteOwnDestination, detachDestinationFromCheckouts, findDefaultDestinationId, findOwnDestination,
  insertDestination, listDestinationIdsOfKind, listDestinationsOfMember, updateDestination,
} from '../../db/repositories/checkout/destinations';
import { findStore } from '../../db/repositories/stores/convenienceStores';

type Db = Kysely<Database>;
type Row = Selectable<DestinationsTable>;
type Fields = Omit<DestinationsTable, 'id' | 'member_id' | 'is_default' | 'created_at'>;
export type DestinationOutcome =
  | { kind: 'ok'; destination: DestinationBody }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'limit'; destinationKind: 'home' | 'cvs'; max: number };

export const destinationBody = (r: Row): DestinationBody => ({
  id: r.id, kind: r.kind === 'cvs' ? 'cvs' : 'home', recipient: r.recipient, mobile: r.mobile, city: r.city, district: r.district, zip: r.zip,
  street: r.street, store_chain: r.store_chain as StoreChain | null, store_id: r.store_id, store_name: r.store_name, is_default: r.is_default === 1,
});

/** Checks the input; a store must be one of the seeded stores of its chain (the map's list). */
async function fieldsOf(db: Db, input: DestinationInput): Promise<{ fields: Fields } | { errors: Record<string, string> }> {
  if (input.kind === 'home') {
    const checked = checkHomeAddress(input);
    if (!checked.ok) return { errors: checked.error };
    const a = checked.value;
    return { fields: { kind: 'home', recipient: a.recipient, mobile: a.mobile, city: a.city, district: a.district, zip: a.zip, street: a.street, store_chain: null, store_id: null, store_name: null } };
  }
  const store = await findStore(db, input.store_chain, input.store_id);
  const errors: Record<string, string> = {};
  const recipient = cleanRecipient(input.recipient);
  if (recipient === '') errors.recipient = CheckoutMessages.BUYER_NAME;
  const mobile = normalizeTaiwanMobile(input.mobile);
  if (!MOBILE_PATTERN.test(mobile)) errors.mobile = CheckoutMessages.BUYER_MOBILE;
  if (!store) errors.store_id = CheckoutMessages.STORE_UNKNOWN;
  if (!store || Object.keys(errors).length > 0) return { errors };
  return { fields: { kind: 'cvs', recipient, mobile, city: store.city, district: store.district, zip: '', street: store.address, store_chain: store.chain, store_id: store.store_id, store_name: store.name } };
}

export async function listDestinations(db: Db, memberId: number): Promise<DestinationBody[]> {
  const rows = await listDestinationsOfMember(db, memberId);
  return rows.map(destinationBody);
}

export async function ownDestination(db: Db, memberId: number, id: number): Promise<Row | undefined> {
  return findOwnDestination(db, memberId, id);
}

/**
 * Saves a new destination (id null) or changes the member's own; the first of a kind, or one asked to be,
 * becomes the default of that kind. A new one past SAVED_DESTINATIONS_PER_KIND_MAX of its kind is refused;
 * the count and the insert run under the member's row lock, so parallel saves cannot pass the cap.
 */
export async function saveDestination(db: Db, memberId: number, id: number | null, input: DestinationInput, now: number): Promise<DestinationOutcome> {
  if (id !== null && !(await ownDestination(db, memberId, id))) return { kind: 'not-found' };
  const checked = await fieldsOf(db, input);
  if ('errors' in checked) return { kind: 'invalid', fields: checked.errors };
  const saved = await db.transaction().execute(async (trx) => {
    await lockMemberRow(trx, memberId);
    const others = (await listDestinationIdsOfKind(trx, memberId, input.kind)).filter((o) => o.id !== id);
    if (id === null && others.length >= SAVED_DESTINATIONS_PER_KIND_MAX) return null;
    const isDefault = input.is_default || others.length === 0;
    if (isDefault) await clearDefaultDestinations(trx, memberId, input.kind);
    if (id !== null) {
      await updateDestination(trx, id, { ...checked.fields, ...(isDefault ? { is_default: 1 } : {}) });
      return id;
    }
    return insertDestination(trx, { ...checked.fields, member_id: memberId, is_default: isDefault ? 1 : 0, created_at: now });
  });
  if (saved === null) return { kind: 'limit', destinationKind: input.kind, max: SAVED_DESTINATIONS_PER_KIND_MAX };
  return { kind: 'ok', destination: destinationBody((await ownDestination(db, memberId, saved))!) };
}

export async function deleteDestination(db: Db, memberId: number, id: number): Promise<boolean> {
  if (!(await deleteOwnDestination(db, memberId, id))) return false;
  await detachDestinationFromCheckouts(db, memberId, id);
  return true;
}

export async function defaultDestination(db: Db, memberId: number, kind: string): Promise<number | null> {
  return findDefaultDestinationId(db, memberId, kind);
}
