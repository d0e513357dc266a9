import type { Kysely } from 'kysely';
import type { GiftClaimedBody, NewCustomerGiftBody } from '../../../contract/memberWallet';
import type { GiftStatus } from '../../../src/domain/memberWallet/gift';
import type { Database } from '../../db/schema';
import { insertMemberCoupons, listHeldCouponsByIds } from '../../db/repositories/memberWallet/memberCoupons';
import {
  hasGiftClaim, insertGiftClaimIfAbsent, listGiftCoupons, memberHasOrder,
} from '../../db/repositories/memberWallet/newCustomerGift';
import { branchLookup, couponBody } from './couponBodies';

type Db = Kysely<Database>;

/** A new customer has placed no order yet; the gift is theirs once. */
async function statusOf(db: Db, memberId: number | null): Promise<GiftStatus> {
  if (memberId === null) return 'visitor';
  if (await hasGiftClaim(db, memberId)) return 'claimed';
  return (await memberHasOrder(db, memberId)) ? 'has_order' : 'eligible';
}

/** The gift's coupons and what the caller may do with them (a visitor sees the description). */
export async function readGift(db: Db, memberId: number | null): Promise<NewCustomerGiftBody> {
  const [status, coupons, branches] = await Promise.all([statusOf(db, memberId), listGiftCoupons(db), branchLookup(db)]);
  return {
    status,
    coupons: coupons.map((c) => ({
      title: c.title, kind: c.kind === 'percent' ? 'percent' : 'amount', value: c.value, min_spend: c.min_spend,
      branches: branches(c.branch_ids), expires_at: Number(c.expires_at),
    })),
  };
}

export type GiftOutcome = { kind: 'claimed'; body: GiftClaimedBody['coupons'] } | { kind: 'already_claimed' | 'has_order' };

/** Claims the gift once: the member's claim row is the primary key, so a second claim (even a parallel one) adds nothing. */
export async function claimGift(db: Db, memberId: number, now: number): Promise<GiftOutcome> {
  const status = await statusOf(db, memberId);
  if (status === 'claimed' || status === 'has_order') return { kind: status === 'claimed' ? 'already_claimed' : 'has_order' };
  const ids = await db.transaction().execute(async (trx) => {
    if (!(await insertGiftClaimIfAbsent(trx, memberId, now))) return null;
    const coupons = await listGiftCoupons(trx);
    if (coupons.length === 0) return [];
    return insertMemberCoupons(trx, memberId, coupons.map((c) => c.id), now);
  });
  if (ids === null) return { kind: 'already_claimed' };
  const branches = await branchLookup(db);
  const rows = ids.length ? await listHeldCouponsByIds(db, ids) : [];
  return { kind: 'claimed', body: rows.map((r) => couponBody(r, branches, now)) };
}
