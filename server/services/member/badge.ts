import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { unreadNotificationCount } from '../notifications/bubbles';

const WEEK = 7 * 24 * 60 * 60 * 1000;

/**
 * The member tab's badge (SPEC §2.4, §3 notification kinds payment_unpaid and coupon): orders
 * waiting for payment, plus unused coupons that run out within a week. Coupons with weeks left
 * are no news, so they do not keep the badge lit. Unread bubble notifications (SPEC §4.2) add to it.
 */
export async function memberBadgeCount(db: Kysely<Database>, memberId: number, now: number): Promise<number> {
  const [unpaid, expiring, unread] = await Promise.all([
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('status', '=', 'pending_payment').executeTakeFirst(),
    db.selectFrom('member_coupons').innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_coupons.member_id', '=', memberId).where('member_coupons.used_at', 'is', null)
      .where('coupons.starts_at', '<=', now).where('coupons.expires_at', '>', now).where('coupons.expires_at', '<=', now + WEEK).executeTakeFirst(),
    unreadNotificationCount(db, memberId),
  ]);
  return Number(unpaid?.n ?? 0) + Number(expiring?.n ?? 0) + unread;
}
