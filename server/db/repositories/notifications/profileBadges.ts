import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** Followed sizes (product + size) now in stock. */
export async function countFollowedInStock(db: Db, memberId: number): Promise<number> {
  return count(await db.selectFrom('subscriptions').innerJoin('options', 'options.id', 'subscriptions.option_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subscriptions.member_id', '=', memberId).where('subscriptions.target_type', '=', 'product')
    .where('options.purchase_limit', '>', 0).where('options.stock', '>', 0).executeTakeFirst());
}

export async function countUnusedCouponsSince(db: Db, memberId: number, since: number): Promise<number> {
  return count(await db.selectFrom('member_coupons').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId).where('used_at', 'is', null).where('created_at', '>', since).executeTakeFirst());
}

export async function countCreditGrantsSince(db: Db, memberId: number, since: number): Promise<number> {
  return count(await db.selectFrom('credit_ledger').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId).where('amount', '>', 0).where('created_at', '>', since).executeTakeFirst());
}

export const listBadgeViews = (db: Db, memberId: number) =>
  db.selectFrom('profile_badge_views').select(['type', 'seen_at', 'seen_count']).where('member_id', '=', memberId).execute();

export async function upsertBadgeView(db: Db, memberId: number, type: string, seenAt: number, seenCount: number): Promise<void> {
  await db.insertInto('profile_badge_views').values({ member_id: memberId, type, seen_at: seenAt, seen_count: seenCount })
    .onConflict((oc) => oc.columns(['member_id', 'type']).doUpdateSet({ seen_at: seenAt, seen_count: seenCount })).execute();
}
