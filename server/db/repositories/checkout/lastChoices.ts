import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** What the member chose on their latest order (buyer JSON, delivery, payment), or undefined before the first. */
export async function findLatestOrderChoices(db: Db, memberId: number) {
  return db.selectFrom('orders').select(['buyer', 'delivery_method', 'payment_method']).where('member_id', '=', memberId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}
