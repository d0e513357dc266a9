import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** The member's orders waiting for payment (placed after `since`, when given). */
export async function countUnpaidOrders(db: Db, memberId: number, since?: number): Promise<number> {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<number | string>().as('n')).where('member_id', '=', memberId).where('status', '=', 'pending_payment');
  if (since !== undefined) query = query.where('created_at', '>', since);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** The member's unused coupons usable at `now` (started, not expired), or only those that expire by `expiringBy`. */
export async function countUsableCoupons(db: Db, memberId: number, now: number, expiringBy?: number): Promise<number> {
  let query = db.selectFrom('member_coupons').innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_coupons.member_id', '=', memberId).where('member_coupons.used_at', 'is', null)
    .where('coupons.starts_at', '<=', now).where('coupons.expires_at', '>', now);
  if (expiringBy !== undefined) query = query.where('coupons.expires_at', '<=', expiringBy);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}
