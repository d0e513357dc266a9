import type { Kysely } from 'kysely';
import type { GrantCouponRequest, GrantCreditRequest } from '../../../contract/adminMemberRequests';
import { STAFF_GRANT_REASON } from '../../../src/domain/memberWallet/messages';
import type { Database } from '../../db/schema';
import { countHeldOfCoupon, findCouponTerms, findDeskMember } from '../../db/repositories/admin/memberDesk';
import { lockMemberRow } from '../../db/repositories/checkout/memberLock';
import { insertCreditEntries, sumCreditBalance } from '../../db/repositories/memberWallet/creditLedger';
import { insertMemberCoupons } from '../../db/repositories/memberWallet/memberCoupons';
import { settleExpiredCredit } from '../memberWallet/credit';
import { recordAudit, type Actor } from './audit';

type Db = Kysely<Database>;

export type CreditGrant = { kind: 'granted'; amount: number; balance: number } | { kind: 'not-found' };

/**
 * 發放購物金: one ledger row as the member side writes a grant (reason `staff_grant`, no expiry), so
 * /member/cash counts it; the staff's own reason, and the balance before and after, go in the audit entry.
 */
export async function grantCredit(db: Db, actor: Actor, memberId: number, input: GrantCreditRequest, now: number): Promise<CreditGrant> {
  if (!(await findDeskMember(db, memberId))) return { kind: 'not-found' };
  // Expired lots are written off first, so "before" is the balance she sees.
  await settleExpiredCredit(db, memberId, now);
  return db.transaction().execute(async (trx) => {
    await lockMemberRow(trx, memberId);
    const before = await sumCreditBalance(trx, memberId);
    await insertCreditEntries(trx, [{ member_id: memberId, amount: input.amount, reason: STAFF_GRANT_REASON, order_id: null, created_at: now, expires_at: null }]);
    const balance = before + input.amount;
    await recordAudit(trx, actor, {
      action: 'member.grant_credit', entity: 'member', entityId: memberId,
      before: { balance: before }, after: { balance, amount: input.amount, reason: input.reason },
    }, now);
    return { kind: 'granted', amount: input.amount, balance };
  });
}

export type CouponGrant =
  | { kind: 'granted'; memberCouponId: number; title: string }
  | { kind: 'not-found' } | { kind: 'unknown-coupon' } | { kind: 'expired-coupon' };

/** 發放折價券: an unused member coupon, as a claimed code or the gift gives one; the reason in the audit entry. */
export async function grantCoupon(db: Db, actor: Actor, memberId: number, input: GrantCouponRequest, now: number): Promise<CouponGrant> {
  if (!(await findDeskMember(db, memberId))) return { kind: 'not-found' };
  const coupon = await findCouponTerms(db, input.coupon_id);
  if (!coupon) return { kind: 'unknown-coupon' };
  if (Number(coupon.expires_at) <= now) return { kind: 'expired-coupon' };
  return db.transaction().execute(async (trx) => {
    await lockMemberRow(trx, memberId);
    const held = await countHeldOfCoupon(trx, memberId, coupon.id);
    const [memberCouponId] = await insertMemberCoupons(trx, memberId, [coupon.id], now);
    await recordAudit(trx, actor, {
      action: 'member.grant_coupon', entity: 'member', entityId: memberId,
      before: { held }, after: { held: held + 1, coupon_id: coupon.id, title: coupon.title, member_coupon_id: memberCouponId, reason: input.reason },
    }, now);
    return { kind: 'granted', memberCouponId, title: coupon.title };
  });
}
