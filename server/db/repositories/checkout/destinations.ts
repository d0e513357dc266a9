import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DestinationsTable } from '../../checkoutSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** A member's destinations, the defaults first. */
export async function listDestinationsOfMember(db: Db, memberId: number) {
  return db.selectFrom('destinations').selectAll().where('member_id', '=', memberId).orderBy('is_default', 'desc').orderBy('id').execute();
}

export async function findOwnDestination(db: Db, memberId: number, id: number) {
  return db.selectFrom('destinations').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export async function listDestinationIdsOfKind(db: Db, memberId: number, kind: string) {
  return db.selectFrom('destinations').select('id').where('member_id', '=', memberId).where('kind', '=', kind).execute();
}

/** The member's default destination of a kind (else their first of it). */
export async function findDefaultDestinationId(db: Db, memberId: number, kind: string): Promise<number | null> {
  const row = await db.selectFrom('destinations').select('id').where('member_id', '=', memberId).where('kind', '=', kind).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function clearDefaultDestinations(db: Db, memberId: number, kind: string): Promise<void> {
  await db.updateTable('destinations').set({ is_default: 0 }).where('member_id', '=', memberId).where('kind', '=', kind).execute();
}

export async function updateDestination(db: Db, id: number, changes: Updateable<DestinationsTable>): Promise<void> {
  await db.updateTable('destinations').set(changes).where('id', '=', id).execute();
}

export async function insertDestination(db: Db, row: Insertable<DestinationsTable>): Promise<number> {
  return (await db.insertInto('destinations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Deletes the member's own destination; whether there was one. */
export async function deleteOwnDestination(db: Db, memberId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('destinations').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The member's checkouts that pointed at a destination point at none. */
export async function detachDestinationFromCheckouts(db: Db, memberId: number, destinationId: number): Promise<void> {
  await db.updateTable('checkouts').set({ destination_id: null }).where('destination_id', '=', destinationId).where('member_id', '=', memberId).execute();
}
