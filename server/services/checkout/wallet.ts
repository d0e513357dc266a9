import type { Kysely } from 'kysely';
import type { Coupon } from '../../../src/domain/checkout/coupons';
import { dueExpiries } from '../../../src/domain/memberWallet/credit';
import type { Database } from '../../db/schema';
import { listCreditEntries, sumCreditBalance } from '../../db/repositories/memberWallet/creditLedger';
import { listMemberCouponTerms } from '../../db/repositories/memberWallet/memberCoupons';

type Db = Kysely<Database>;

/**
 * The member's credit: the sum of their ledger rows (never stored apart). With `now`, what can be
 * spent then: grants already past their expiry count as gone even before 我的購物金 writes their
 * 購物金到期 rows, so checkout never spends expired credit.
 */
export async function creditBalance(db: Db, memberId: number, now?: number): Promise<number> {
  if (now === undefined) {
    return sumCreditBalance(db, memberId);
  }
  const rows = (await listCreditEntries(db, memberId))
    .map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, createdAt: Number(r.created_at), expiresAt: r.expires_at === null ? null : Number(r.expires_at) }));
  const sum = rows.reduce((total, r) => total + r.amount, 0);
  return sum - dueExpiries(rows, now).reduce((total, d) => total + d.amount, 0);
}

/** A member's coupons as the domain sees them; `id` is the member coupon's id. */
export async function memberCoupons(db: Db, memberId: number): Promise<Coupon[]> {
  const rows = await listMemberCouponTerms(db, memberId);
  return rows.map((r) => ({
    id: r.id, title: r.title, kind: r.kind === 'percent' ? 'percent' : 'amount', value: r.value, minSpend: r.min_spend,
    branchIds: JSON.parse(r.branch_ids) as number[], startsAt: Number(r.starts_at), expiresAt: Number(r.expires_at),
    usedAt: r.used_at === null ? null : Number(r.used_at),
  }));
}
