import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** The gift's coupons, in their position. */
export async function listGiftCoupons(db: Db) {
  return db.selectFrom('new_customer_gift_coupons').innerJoin('coupons', 'coupons.id', 'new_customer_gift_coupons.coupon_id')
    .select(['coupons.id', 'coupons.title', 'coupons.kind', 'coupons.value', 'coupons.min_spend', 'coupons.branch_ids', 'coupons.expires_at'])
    .orderBy('new_customer_gift_coupons.position').execute();
}

export async function hasGiftClaim(db: Db, memberId: number): Promise<boolean> {
  return (await db.selectFrom('new_customer_gift_claims').select('member_id').where('member_id', '=', memberId).executeTakeFirst()) !== undefined;
}

/** Whether the member has any order at all. */
export async function memberHasOrder(db: Db, memberId: number): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('member_id', '=', memberId).limit(1).executeTakeFirst()) !== undefined;
}

/** The member's gift claim; false when one was there already (the member id is the key). */
export async function insertGiftClaimIfAbsent(db: Db, memberId: number, now: number): Promise<boolean> {
  const claim = await db.insertInto('new_customer_gift_claims').values({ member_id: memberId, claimed_at: now })
    .onConflict((oc) => oc.column('member_id').doNothing()).returning('member_id').executeTakeFirst();
  return claim !== undefined;
}
