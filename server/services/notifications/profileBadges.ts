import type { Kysely } from 'kysely';
import { PROFILE_BADGE_TYPES, type ProfileBadgesResponse } from '../../../contract/notifications';
import { countUnpaidOrders } from '../../db/repositories/member/badgeCounts';
import {
  countCreditGrantsSince, countFollowedInStock, countUnusedCouponsSince, listBadgeViews, upsertBadgeView,
} from '../../db/repositories/notifications/profileBadges';
import type { Database } from '../../db/schema';

export type ProfileBadgeType = (typeof PROFILE_BADGE_TYPES)[number];

/** How many new things of a kind arrived since the member last opened its page. */
async function newSince(db: Kysely<Database>, memberId: number, type: ProfileBadgeType, seen: { seen_at: number; seen_count: number } | undefined): Promise<number> {
  const since = Number(seen?.seen_at ?? 0);
  switch (type) {
    case 'coupon':
      return countUnusedCouponsSince(db, memberId, since);
    case 'cash':
      return countCreditGrantsSince(db, memberId, since);
    case 'payment_unpaid':
      return countUnpaidOrders(db, memberId, since);
    case 'replenishment':
      // Restocks have no time of their own: more followed sizes in stock than when last seen is the news.
      return Math.max(0, (await countFollowedInStock(db, memberId)) - Number(seen?.seen_count ?? 0));
  }
}

/** SPEC §7 GET profile-badges: each kind lit when something is new since last seen; the total counts the new things. */
export async function profileBadges(db: Kysely<Database>, memberId: number): Promise<ProfileBadgesResponse> {
  const views = await listBadgeViews(db, memberId);
  const fresh = await Promise.all(PROFILE_BADGE_TYPES.map((type) => newSince(db, memberId, type, views.find((v) => v.type === type))));
  return {
    data: PROFILE_BADGE_TYPES.map((type, i) => ({ type, is_highlight: fresh[i]! > 0 })),
    included: { total_badge_number: fresh.reduce((a, b) => a + b, 0) },
  };
}

/** SPEC §7 POST profile-badges: the member has opened the kind's page. */
export async function markProfileBadgeSeen(db: Kysely<Database>, memberId: number, type: ProfileBadgeType, now: number): Promise<void> {
  const seenCount = type === 'replenishment' ? await countFollowedInStock(db, memberId) : 0;
  await upsertBadgeView(db, memberId, type, now, seenCount);
}
