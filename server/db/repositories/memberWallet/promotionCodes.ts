import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function findPromotionCode(db: Db, code: string) {
  return db.selectFrom('promotion_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The member's claim of a code; undefined when they have one already (the pair is unique). */
export async function insertCodeClaimIfAbsent(db: Db, promotionCodeId: number, memberId: number, now: number) {
  return db.insertInto('promotion_code_claims')
    .values({ promotion_code_id: promotionCodeId, member_id: memberId, member_coupon_id: null, created_at: now })
    .onConflict((oc) => oc.columns(['promotion_code_id', 'member_id']).doNothing()).returning('id').executeTakeFirst();
}

/** Counts one more claim in one guarded statement, only while under the code's limit; whether it did. */
export async function countClaimWithinLimit(db: Db, promotionCodeId: number): Promise<boolean> {
  const counted = await db.updateTable('promotion_codes').set({ claimed_count: sql<number>`claimed_count + 1` })
    .where('id', '=', promotionCodeId).where((eb) => eb.or([eb('total_limit', 'is', null), eb('claimed_count', '<', eb.ref('total_limit'))]))
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}

export async function setClaimMemberCoupon(db: Db, claimId: number, memberCouponId: number): Promise<void> {
  await db.updateTable('promotion_code_claims').set({ member_coupon_id: memberCouponId }).where('id', '=', claimId).execute();
}
