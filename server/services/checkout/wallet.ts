import { sql, type Kysely } from 'kysely';
import type { Coupon } from '../../../src/domain/checkout/coupons';
import { dueExpiries } from '../../../src/domain/memberWallet/credit';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The member's credit: the sum of their ledger rows (never stored apart). With `now`, what can be
 * spent then: grants already past their expiry count as gone even before 我的購物金 writes their
 * 購物金到期 rows, so checkout never spends expired credit.
 */
export async function creditBalance(db: Db, memberId: number, now?: number): Promise<number> {
  if (now === undefined) {
    const row = await db.selectFrom('credit_ledger').select(sql<number>`coalesce(sum(amount), 0)`.as('balance')).where('member_id', '=', memberId).executeTakeFirst();
    return Number(row?.balance ?? 0);
  }
  const rows = (await db.selectFrom('credit_ledger').select(['id', 'amount', 'reason', 'created_at', 'expires_at']).where('member_id', '=', memberId).execute())
    .map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, createdAt: Number(r.created_at), expiresAt: r.expires_at === null ? null : Number(r.expires_at) }));
  const sum = rows.reduce((total, r) => total + r.amount, 0);
  return sum - dueExpiries(rows, now).reduce((total, d) => total + d.amount, 0);
}

/** A member's coupons as the domain sees them; `id` is the member coupon's id. */
export async function memberCoupons(db: Db, memberId: number): Promise<Coupon[]> {
  const rows = await db.selectFrom('member_coupons').innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
    .select(['member_coupons.id', 'member_coupons.used_at', 'coupons.title', 'coupons.kind', 'coupons.value', 'coupons.min_spend',
      'coupons.branch_ids', 'coupons.starts_at', 'coupons.expires_at'])
    .where('member_coupons.member_id', '=', memberId).orderBy('member_coupons.id').execute();
  return rows.map((r) => ({
    id: r.id, title: r.title, kind: r.kind === 'percent' ? 'percent' : 'amount', value: r.value, minSpend: r.min_spend,
    branchIds: JSON.parse(r.branch_ids) as number[], startsAt: Number(r.starts_at), expiresAt: Number(r.expires_at),
    usedAt: r.used_at === null ? null : Number(r.used_at),
  }));
}
