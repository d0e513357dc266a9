import type { Kysely } from 'kysely';
import type { MemberHomeBody } from '../../../contract/memberProfile';
import type { Database, Member } from '../../db/schema';
import { wishListBrief } from '../purchase/wishList';
import { listBabies } from './babies';
import { profileOf } from './profile';
import { ordersWithPendingReviews } from './reviews';

type Db = Kysely<Database>;

async function orderCounts(db: Db, memberId: number): Promise<MemberHomeBody['orders']> {
  const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('member_id', '=', memberId).where('status', 'in', ['pending_payment', 'to_ship', 'shipped', 'delivered']).groupBy('status').execute();
  const n = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    pending_payment: n('pending_payment'), to_ship: n('to_ship'), shipped: n('shipped') + n('delivered'),
    to_review: (await ordersWithPendingReviews(db, memberId)).length,
  };
}

/** Unused coupons that can still be used (started, not expired). */
async function usableCoupons(db: Db, memberId: number, now: number): Promise<number> {
  const row = await db.selectFrom('member_coupons').innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_coupons.member_id', '=', memberId).where('member_coupons.used_at', 'is', null)
    .where('coupons.expires_at', '>', now).where('coupons.starts_at', '<=', now).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function creditBalance(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('credit_ledger').select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** GET /v1/member/home: everything the member home shows, in one answer. */
export async function memberHome(db: Db, member: Member, now: number): Promise<MemberHomeBody> {
  const [profile, babies, orders, coupons, credit, wish] = await Promise.all([
    profileOf(db, member), listBabies(db, member.id), orderCounts(db, member.id), usableCoupons(db, member.id, now),
    creditBalance(db, member.id), wishListBrief(db, member.id),
  ]);
  return {
    nickname: member.nickname, email: member.email, email_verified: member.email_verified_at !== null, has_password: member.password_hash !== null,
    avatar: profile.avatar, avatar_url: profile.avatar_url, mobile: profile.mobile, babies, orders, usable_coupons: coupons,
    credit_balance: credit, wish_list_total: wish.total_count,
  };
}
