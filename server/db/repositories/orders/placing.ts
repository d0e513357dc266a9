import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function findIdempotencyKey(db: Db, memberId: number, key: string) {
  return db.selectFrom('idempotency_keys').select(['request_hash', 'order_id']).where('member_id', '=', memberId).where('key', '=', key).executeTakeFirst();
}

export async function insertIdempotencyKey(db: Db, row: { memberId: number; key: string; requestHash: string; orderId: number; now: number }): Promise<void> {
  await db.insertInto('idempotency_keys').values({ member_id: row.memberId, key: row.key, request_hash: row.requestHash, order_id: row.orderId, created_at: row.now }).execute();
}

/** The day's next order sequence number (1 for the day's first), in one upsert. */
export async function nextOrderSequence(db: Db, day: string): Promise<number> {
  const row = await db.insertInto('order_sequences').values({ day, last: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ last: sql<number>`order_sequences.last + 1` }))
    .returning('last').executeTakeFirstOrThrow();
  return row.last;
}
