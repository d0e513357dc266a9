import type { Kysely } from 'kysely';
import type { WalletCouponBody } from '../../../contract/memberWallet';
import type { Database } from '../../db/schema';
import { findHeldCoupon, findMemberCouponOfCoupon, insertMemberCoupons } from '../../db/repositories/memberWallet/memberCoupons';
import {
  countClaimWithinLimit, findPromotionCode, insertCodeClaimIfAbsent, setClaimMemberCoupon,
} from '../../db/repositories/memberWallet/promotionCodes';
import { branchLookup, couponBody } from './couponBodies';

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
  const promo = await findPromotionCode(db, code);
  if (!promo) return { kind: 'unknown' };
  if (now < Number(promo.starts_at)) return { kind: 'not_started', startsAt: Number(promo.starts_at) };
  if (now >= Number(promo.expires_at)) return { kind: 'expired' };
  try {
    const memberCouponId = await db.transaction().execute(async (trx) => {
      const held = await findMemberCouponOfCoupon(trx, memberId, promo.coupon_id);
      if (held) throw new Refused('already_claimed');
      const claim = await insertCodeClaimIfAbsent(trx, promo.id, memberId, now);
      if (!claim) throw new Refused('already_claimed');
      if (!(await countClaimWithinLimit(trx, promo.id))) throw new Refused('limit_reached');
      const [memberCoupon] = await insertMemberCoupons(trx, memberId, [promo.coupon_id], now);
      await setClaimMemberCoupon(trx, claim.id, memberCoupon);
      return memberCoupon;
    });
    const [row, branches] = await Promise.all([findHeldCoupon(db, memberCouponId), branchLookup(db)]);
    return { kind: 'claimed', coupon: couponBody(row, branches, now) };
  } catch (error) {
    if (error instanceof Refused) return { kind: error.refusal };
    throw error;
  }
}
