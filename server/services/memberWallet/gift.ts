import type { Kysely } from 'kysely';
import type { GiftClaimedBody, NewCustomerGiftBody } from '../../../contract/memberWallet';
import type { GiftStatus } from '../../../src/domain/memberWallet/gift';
import type { Database } from '../../db/schema';
import { branchLookup, couponBody, heldCoupons } from './couponBodies';

type Db = Kysely<Database>;

async function giftCoupons(db: Db) {
  return db.selectFrom('new_customer_gift_coupons').innerJoin('coupons', 'coupons.id', 'new_customer_gift_coupons.coupon_id')
    .select(['coupons.id', 'coupons.title', 'coupons.kind', 'coupons.value', 'coupons.min_spend', 'coupons.branch_ids', 'coupons.expires_at'])
    .orderBy('new_customer_gift_coupons.position').execute();
}

/** A new customer has placed no order yet; the gift is theirs once. */
async function statusOf(db: Db, memberId: number | null): Promise<GiftStatus> {
  if (memberId === null) return 'visitor';
  const claimed = await db.selectFrom('new_customer_gift_claims').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
  if (claimed) return 'claimed';
  const order = await db.selectFrom('orders').select('id').where('member_id', '=', memberId).limit(1).executeTakeFirst();
  return order ? 'has_order' : 'eligible';
}

/** The gift's coupons and what the caller may do with them (a visitor sees the description). */
export async function readGift(db: Db, memberId: number | null): Promise<NewCustomerGiftBody> {
  const [status, coupons, branches] = await Promise.all([statusOf(db, memberId), giftCoupons(db), branchLookup(db)]);
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
    const claim = await trx.insertInto('new_customer_gift_claims').values({ member_id: memberId, claimed_at: now })
      .onConflict((oc) => oc.column('member_id').doNothing()).returning('member_id').executeTakeFirst();
    if (!claim) return null;
    const coupons = await giftCoupons(trx);
    if (coupons.length === 0) return [];
    const rows = await trx.insertInto('member_coupons')
      .values(coupons.map((c) => ({ member_id: memberId, coupon_id: c.id, used_at: null, order_id: null, created_at: now }))).returning('id').execute();
    return rows.map((r) => r.id);
  });
  if (ids === null) return { kind: 'already_claimed' };
  const branches = await branchLookup(db);
  const rows = ids.length ? await heldCoupons(db).where('member_coupons.id', 'in', ids).orderBy('member_coupons.id').execute() : [];
  return { kind: 'claimed', body: rows.map((r) => couponBody(r, branches, now)) };
}
