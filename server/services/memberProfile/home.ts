import type { Kysely } from 'kysely';
import type { MemberHomeBody } from '../../../contract/memberProfile';
import { countUsableCoupons } from '../../db/repositories/member/badgeCounts';
import { countOrdersByStatus } from '../../db/repositories/memberProfile/memberHome';
import { sumCreditBalance } from '../../db/repositories/memberWallet/creditLedger';
import type { Database, Member } from '../../db/schema';
import { wishListBrief } from '../purchase/wishList';
import { listBabies } from './babies';
import { profileOf } from './profile';
import { ordersWithPendingReviews } from './reviews';

type Db = Kysely<Database>;

async function orderCounts(db: Db, memberId: number): Promise<MemberHomeBody['orders']> {
  const rows = await countOrdersByStatus(db, memberId, ['pending_payment', 'to_ship', 'shipped', 'delivered']);
  const n = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return {
    pending_payment: n('pending_payment'), to_ship: n('to_ship'), shipped: n('shipped') + n('delivered'),
    to_review: (await ordersWithPendingReviews(db, memberId)).length,
  };
}

export const creditBalance = (db: Db, memberId: number): Promise<number> => sumCreditBalance(db, memberId);

/** GET /v1/member/home: everything the member home shows, in one answer. */
export async function memberHome(db: Db, member: Member, now: number): Promise<MemberHomeBody> {
  const [profile, babies, orders, coupons, credit, wish] = await Promise.all([
    profileOf(db, member), listBabies(db, member.id), orderCounts(db, member.id), countUsableCoupons(db, member.id, now),
    creditBalance(db, member.id), wishListBrief(db, member.id),
  ]);
  return {
    nickname: member.nickname, email: member.email, email_verified: member.email_verified_at !== null, has_password: member.password_hash !== null,
    avatar: profile.avatar, avatar_url: profile.avatar_url, mobile: profile.mobile, babies, orders, usable_coupons: coupons,
    credit_balance: credit, wish_list_total: wish.total_count,
  };
}
