import { sql, type Kysely } from 'kysely';
import type { WalletCouponBody } from '../../../contract/memberWallet';
import type { Database } from '../../db/schema';
import { branchLookup, couponBody, heldCoupons } from './couponBodies';

export type ClaimRefusal = 'unknown' | 'not_started' | 'expired' | 'already_claimed' | 'limit_reached';
export type ClaimOutcome = { kind: 'claimed'; coupon: WalletCouponBody } | { kind: ClaimRefusal; startsAt?: number };

class Refused extends Error {
  constructor(readonly refusal: ClaimRefusal) {
    super(refusal);
  }
}

/**
 * One transaction: the (code, member) claim row is unique, so a member's parallel claims make one; the
 * code's count grows only while `claimed_count < total_limit` (one guarded statement), so the limit holds
 * on SQLite and PostgreSQL alike; any refusal rolls back everything.
 */
export async function claimPromotionCode(db: Kysely<Database>, memberId: number, code: string, now: number): Promise<ClaimOutcome> {
  const promo = await db.selectFrom('promotion_codes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!promo) return { kind: 'unknown' };
  if (now < Number(promo.starts_at)) return { kind: 'not_started', startsAt: Number(promo.starts_at) };
  if (now >= Number(promo.expires_at)) return { kind: 'expired' };
  try {
    const memberCouponId = await db.transaction().execute(async (trx) => {
      const held = await trx.selectFrom('member_coupons').select('id').where('member_id', '=', memberId).where('coupon_id', '=', promo.coupon_id).executeTakeFirst();
      if (held) throw new Refused('already_claimed');
      const claim = await trx.insertInto('promotion_code_claims')
        .values({ promotion_code_id: promo.id, member_id: memberId, member_coupon_id: null, created_at: now })
        .onConflict((oc) => oc.columns(['promotion_code_id', 'member_id']).doNothing()).returning('id').executeTakeFirst();
      if (!claim) throw new Refused('already_claimed');
      const counted = await trx.updateTable('promotion_codes').set({ claimed_count: sql<number>`claimed_count + 1` })
        .where('id', '=', promo.id).where((eb) => eb.or([eb('total_limit', 'is', null), eb('claimed_count', '<', eb.ref('total_limit'))]))
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) throw new Refused('limit_reached');
      const held2 = await trx.insertInto('member_coupons')
        .values({ member_id: memberId, coupon_id: promo.coupon_id, used_at: null, order_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await trx.updateTable('promotion_code_claims').set({ member_coupon_id: held2.id }).where('id', '=', claim.id).execute();
      return held2.id;
    });
    const [row, branches] = await Promise.all([heldCoupons(db).where('member_coupons.id', '=', memberCouponId).executeTakeFirstOrThrow(), branchLookup(db)]);
    return { kind: 'claimed', coupon: couponBody(row, branches, now) };
  } catch (error) {
    if (error instanceof Refused) return { kind: error.refusal };
    throw error;
  }
}
