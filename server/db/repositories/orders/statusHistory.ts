import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function insertStatusHistory(db: Db, orderId: number, status: string, now: number): Promise<void> {
  await db.insertInto('order_status_history').values({ order_id: orderId, status, created_at: now }).execute();
}

export async function listStatusHistory(db: Db, orderId: number) {
  return db.selectFrom('order_status_history').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** When the order last entered `status`; null when it never did. */
export async function findLatestStatusAt(db: Db, orderId: number, status: string): Promise<number | null> {
  const row = await db.selectFrom('order_status_history').select((eb) => eb.fn.max('created_at').as('at'))
    .where('order_id', '=', orderId).where('status', '=', status).executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}
