import type { Clock } from '../../application/auth/ports';
import type { ClaimedCoupons, MemberWallet } from '../../application/memberWallet/ports';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { ApiError, ParameterError } from '../../domain/errors/clientErrors';
import { ClaimCodeRequest } from '../../../contract/memberWalletRequests';
import { COUPON_LIST_ORDER, couponState, type CouponList, type CouponState, type WalletCoupon } from '../../domain/memberWallet/coupons';
import { expiringCredit, type CreditAccount, type LedgerRow } from '../../domain/memberWallet/credit';
import { taipeiDate } from '../../domain/memberWallet/dates';
import type { GiftCoupon, NewCustomerGift } from '../../domain/memberWallet/gift';
import { creditReasonLabel, WalletMessages } from '../../domain/memberWallet/messages';

export type CouponTemplate = Omit<WalletCoupon, 'id' | 'usedAt' | 'order'>;
export interface PromotionCode { coupon: CouponTemplate; totalLimit: number | null; claimed: number; startsAt: number; expiresAt: number }

interface Member { coupons: WalletCoupon[]; claimedCodes: Set<string>; ledger: (LedgerRow & { orderNumber: string | null })[]; hasOrder: boolean; giftClaimed: boolean }

const refuse = (status: number, code: string, message: string) => new ApiError(status, code, message);

/** The shop's wallet rules in memory, for tests and specs; `signedIn` is who is asking (null = a visitor). */
export class InMemoryMemberWallet implements MemberWallet {
  readonly codes = new Map<string, PromotionCode>();
  readonly members = new Map<number, Member>();
  giftCoupons: CouponTemplate[] = [];
  signedIn: number | null = null;
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  member(id: number): Member {
    if (!this.members.has(id)) this.members.set(id, { coupons: [], claimedCodes: new Set(), ledger: [], hasOrder: false, giftClaimed: false });
    return this.members.get(id)!;
  }

  give(memberId: number, coupon: CouponTemplate, usedAt: number | null = null): WalletCoupon {
    const held = { ...coupon, id: this.nextId++, usedAt, order: null };
    this.member(memberId).coupons.push(held);
    return held;
  }

  record(memberId: number, row: { amount: number; reason: string; createdAt: number; expiresAt?: number | null; orderNumber?: string | null }): void {
    this.member(memberId).ledger.push({ id: this.nextId++, expiresAt: null, orderNumber: null, ...row });
  }

  private me(): Member {
    if (this.signedIn === null) throw refuse(401, 'AUTH_100001', AUTH_MESSAGES.signInRequired);
    return this.member(this.signedIn);
  }

  async coupons(state: CouponState): Promise<CouponList> {
    const now = this.clock.now();
    const all = this.me().coupons;
    const counts = { usable: 0, used: 0, expired: 0 };
    for (const c of all) counts[couponState(c, now)] += 1;
    return { state, counts, coupons: all.filter((c) => couponState(c, now) === state).sort(COUPON_LIST_ORDER[state]) };
  }

  async claimCode(raw: string): Promise<ClaimedCoupons> {
    const me = this.me();
    const now = this.clock.now();
    // The request's own schema, as the server parses it: a blank or malformed code is a 400 before any lookup.
    if (!ClaimCodeRequest.safeParse({ code: raw }).success) throw new ParameterError({ code: raw.trim() === '' ? WalletMessages.CODE_REQUIRED : WalletMessages.CODE_FORMAT });
    const code = this.codes.get(raw.trim().toUpperCase());
    if (!code) throw refuse(422, 'PROMOTION_CODE_UNKNOWN', WalletMessages.CODE_UNKNOWN);
    if (now < code.startsAt) throw refuse(409, 'PROMOTION_CODE_NOT_STARTED', WalletMessages.CODE_NOT_STARTED(taipeiDate(code.startsAt)));
    if (now >= code.expiresAt) throw refuse(410, 'PROMOTION_CODE_EXPIRED', WalletMessages.CODE_EXPIRED);
    if (me.claimedCodes.has(raw.trim().toUpperCase()) || me.coupons.some((c) => c.title === code.coupon.title)) {
      throw refuse(409, 'PROMOTION_CODE_ALREADY_CLAIMED', WalletMessages.CODE_ALREADY_CLAIMED);
    }
    if (code.totalLimit !== null && code.claimed >= code.totalLimit) throw refuse(409, 'PROMOTION_CODE_LIMIT_REACHED', WalletMessages.CODE_LIMIT_REACHED);
    code.claimed += 1;
    me.claimedCodes.add(raw.trim().toUpperCase());
    return { coupons: [this.give(this.signedIn!, code.coupon)], message: WalletMessages.COUPON_CLAIMED };
  }

  async gift(): Promise<NewCustomerGift> {
    const coupons: GiftCoupon[] = this.giftCoupons.map((c) => ({ title: c.title, kind: c.kind, value: c.value, minSpend: c.minSpend, branches: c.branches, expiresAt: c.expiresAt }));
    if (this.signedIn === null) return { status: 'visitor', coupons };
    const me = this.me();
    return { status: me.giftClaimed ? 'claimed' : me.hasOrder ? 'has_order' : 'eligible', coupons };
  }

  async claimGift(): Promise<ClaimedCoupons> {
    const me = this.me();
    if (me.giftClaimed) throw refuse(409, 'GIFT_ALREADY_CLAIMED', WalletMessages.GIFT_ALREADY_CLAIMED);
    if (me.hasOrder) throw refuse(409, 'GIFT_NOT_ELIGIBLE', WalletMessages.GIFT_NOT_ELIGIBLE);
    me.giftClaimed = true;
    return { coupons: this.giftCoupons.map((c) => this.give(this.signedIn!, c)), message: WalletMessages.GIFT_CLAIMED };
  }

  async credit(): Promise<CreditAccount> {
    const ledger = this.me().ledger;
    const entries = [...ledger].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, reasonLabel: creditReasonLabel(r.reason), orderNumber: r.orderNumber, createdAt: r.createdAt, expiresAt: r.expiresAt }));
    return { balance: ledger.reduce((sum, r) => sum + r.amount, 0), expiring: expiringCredit(ledger, this.clock.now()), entries };
  }
}
