import type { Kysely } from 'kysely';
import { PROFILE_BADGE_TYPES, type ProfileBadgesResponse } from '../../../contract/notifications';
import type { Database } from '../../db/schema';

export type ProfileBadgeType = (typeof PROFILE_BADGE_TYPES)[number];

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** Followed sizes (product + size) now in stock: a restock shows as this number growing. */
async function followedInStock(db: Kysely<Database>, memberId: number): Promise<number> {
  return count(await db.selectFrom('subscriptions').innerJoin('options', 'options.id', 'subscriptions.option_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subscriptions.member_id', '=', memberId).where('subscriptions.target_type', '=', 'product')
    .where('options.purchase_limit', '>', 0).where('options.stock', '>', 0).executeTakeFirst());
}

/** How many new things of a kind arrived since the member last opened its page. */
async function newSince(db: Kysely<Database>, memberId: number, type: ProfileBadgeType, seen: { seen_at: number; seen_count: number } | undefined): Promise<number> {
  const since = Number(seen?.seen_at ?? 0);
  switch (type) {
    case 'coupon':
      return count(await db.selectFrom('member_coupons').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('used_at', 'is', null).where('created_at', '>', since).executeTakeFirst());
    case 'cash':
      return count(await db.selectFrom('credit_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('amount', '>', 0).where('created_at', '>', since).executeTakeFirst());
    case 'payment_unpaid':
      return count(await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('status', '=', 'pending_payment').where('created_at', '>', since).executeTakeFirst());
    case 'replenishment':
      return Math.max(0, (await followedInStock(db, memberId)) - Number(seen?.seen_count ?? 0));
  }
}

/** SPEC §7 GET profile-badges: each kind lit when something is new since last seen; the total counts the new things. */
export async function profileBadges(db: Kysely<Database>, memberId: number): Promise<ProfileBadgesResponse> {
  const views = await db.selectFrom('profile_badge_views').select(['type', 'seen_at', 'seen_count']).where('member_id', '=', memberId).execute();
  const fresh = await Promise.all(PROFILE_BADGE_TYPES.map((type) => newSince(db, memberId, type, views.find((v) => v.type === type))));
  return {
    data: PROFILE_BADGE_TYPES.map((type, i) => ({ type, is_highlight: fresh[i]! > 0 })),
    included: { total_badge_number: fresh.reduce((a, b) => a + b, 0) },
  };
}

/** SPEC §7 POST profile-badges: the member has opened the kind's page. */
export async function markProfileBadgeSeen(db: Kysely<Database>, memberId: number, type: ProfileBadgeType, now: number): Promise<void> {
  const seenCount = type === 'replenishment' ? await followedInStock(db, memberId) : 0;
  await db.insertInto('profile_badge_views').values({ member_id: memberId, type, seen_at: now, seen_count: seenCount })
    .onConflict((oc) => oc.columns(['member_id', 'type']).doUpdateSet({ seen_at: now, seen_count: seenCount })).execute();
}
