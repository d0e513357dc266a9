import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** How many of the member's orders are in each of `statuses` (a status without orders is left out). */
export async function countOrdersByStatus(db: Db, memberId: number, statuses: string[]): Promise<{ status: string; count: number }[]> {
  const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('member_id', '=', memberId).where('status', 'in', statuses).groupBy('status').execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}
