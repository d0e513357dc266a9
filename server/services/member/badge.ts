import type { Kysely } from 'kysely';
import { countUnpaidOrders, countUsableCoupons } from '../../db/repositories/member/badgeCounts';
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
    countUnpaidOrders(db, memberId), countUsableCoupons(db, memberId, now, now + WEEK), unreadNotificationCount(db, memberId),
  ]);
  return unpaid + expiring + unread;
}
