import type { Kysely } from 'kysely';
import type { CouponListBody } from '../../../contract/memberWallet';
import type { CouponState } from '../../../src/domain/memberWallet/coupons';
import type { Database } from '../../db/schema';
import { listHeldCouponsOfMember } from '../../db/repositories/memberWallet/memberCoupons';
import { branchLookup, couponBody } from './couponBodies';

/** Usable ones expiring first; used ones latest first; expired ones latest first. */
const ORDER: Record<CouponState, (a: CouponListBody['coupons'][number], b: CouponListBody['coupons'][number]) => number> = {
  usable: (a, b) => a.expires_at - b.expires_at || a.id - b.id,
  used: (a, b) => (b.used_at ?? 0) - (a.used_at ?? 0) || b.id - a.id,
  expired: (a, b) => b.expires_at - a.expires_at || b.id - a.id,
};

/** 我的折價券: the caller's coupons in one state, and how many are in each (a member holds a handful, so one read). */
export async function listCoupons(db: Kysely<Database>, memberId: number, state: CouponState, now: number): Promise<CouponListBody> {
  const [rows, branches] = await Promise.all([listHeldCouponsOfMember(db, memberId), branchLookup(db)]);
  const all = rows.map((r) => couponBody(r, branches, now));
  const counts = { usable: 0, used: 0, expired: 0 };
  for (const c of all) counts[c.state] += 1;
  return { state, counts, coupons: all.filter((c) => c.state === state).sort(ORDER[state]) };
}
