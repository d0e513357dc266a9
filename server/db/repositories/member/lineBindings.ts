import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Frees the member and the record of any earlier binding (each is bound once). */
export async function deleteLineBindingsOf(db: Db, memberId: number, cdpUnitId: string): Promise<void> {
  await db.deleteFrom('line_member_bindings').where((eb) => eb.or([eb('member_id', '=', memberId), eb('cdp_unit_id', '=', cdpUnitId)])).execute();
}

export async function insertLineBinding(db: Db, binding: { memberId: number; cdpUnitId: string; now: number }): Promise<void> {
  await db.insertInto('line_member_bindings').values({ member_id: binding.memberId, cdp_unit_id: binding.cdpUnitId, bound_at: binding.now }).execute();
}

export const findLineBinding = (db: Db, memberId: number) =>
  db.selectFrom('line_member_bindings').select(['cdp_unit_id', 'bound_at']).where('member_id', '=', memberId).executeTakeFirst();
