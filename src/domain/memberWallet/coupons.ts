import { taipeiDate } from './dates';
import { WalletMessages } from './messages';

export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export interface CouponBranch { id: number; name: string; path: string }

/** A coupon a member holds (我的折價券); `id` is the member coupon's id. */
export interface WalletCoupon {
  id: number;
  title: string;
  kind: 'amount' | 'percent';
  /** TWD off, or the percent paid (90 = 9 折). */
  value: number;
  minSpend: number;
  /** Empty = the whole shop. */
  branches: readonly CouponBranch[];
  startsAt: number;
  expiresAt: number;
  usedAt: number | null;
  order: { id: number; number: string } | null;
}

export type CouponCounts = Record<CouponState, number>;

export interface CouponList { state: CouponState; counts: CouponCounts; coupons: WalletCoupon[] }

/** Used once used; otherwise expired from its expiry moment on; a coupon not started yet is still the member's to use later. */
export function couponState(coupon: Pick<WalletCoupon, 'usedAt' | 'expiresAt'>, now: number): CouponState {
  if (coupon.usedAt !== null) return 'used';
  return now >= coupon.expiresAt ? 'expired' : 'usable';
}

type Ordered = Pick<WalletCoupon, 'id' | 'usedAt' | 'expiresAt'>;

/** 我的折價券's order per state: usable ones expiring first; used ones latest first; expired ones latest first. */
export const COUPON_LIST_ORDER: Record<CouponState, (a: Ordered, b: Ordered) => number> = {
  usable: (a, b) => a.expiresAt - b.expiresAt || a.id - b.id,
  used: (a, b) => (b.usedAt ?? 0) - (a.usedAt ?? 0) || b.id - a.id,
  expired: (a, b) => b.expiresAt - a.expiresAt || b.id - a.id,
};

export const parseCouponState = (raw: string | null | undefined): CouponState | null =>
  raw === null || raw === undefined || raw === '' ? 'usable' : (COUPON_STATES as readonly string[]).includes(raw) ? (raw as CouponState) : null;

export const couponStateLabel = (state: CouponState): string =>
  ({ usable: WalletMessages.STATE_USABLE, used: WalletMessages.STATE_USED, expired: WalletMessages.STATE_EXPIRED })[state];

/** NT$100 or 9 折 (the checkout's coupon rule: `value` is what is paid). */
export const couponValueText = (c: Pick<WalletCoupon, 'kind' | 'value'>): string =>
  c.kind === 'amount' ? WalletMessages.AMOUNT_OFF(c.value) : WalletMessages.PERCENT_OFF(c.value);

export const minSpendText = (c: Pick<WalletCoupon, 'minSpend'>): string =>
  c.minSpend > 0 ? WalletMessages.MIN_SPEND(c.minSpend) : WalletMessages.NO_MIN_SPEND;

export const scopeText = (c: Pick<WalletCoupon, 'branches'>): string =>
  c.branches.length === 0 ? WalletMessages.WHOLE_SHOP : WalletMessages.BRANCHES_ONLY(c.branches.map((b) => b.name));

/** The date line of a ticket: when it was used, expired, starts or expires. */
export function couponDateText(c: Pick<WalletCoupon, 'usedAt' | 'startsAt' | 'expiresAt'>, now: number): string {
  if (c.usedAt !== null) return WalletMessages.USED_ON(taipeiDate(c.usedAt));
  if (now >= c.expiresAt) return WalletMessages.EXPIRED_ON(taipeiDate(c.expiresAt));
  if (now < c.startsAt) return WalletMessages.STARTS_ON(taipeiDate(c.startsAt));
  return WalletMessages.EXPIRES_ON(taipeiDate(c.expiresAt));
}

/** Where 去使用 goes: the one branch it is limited to, or the whole mall. */
export const couponShopPath = (c: Pick<WalletCoupon, 'branches'>): string =>
  c.branches.length === 1 ? `/mall/${c.branches[0].path}` : '/mall/all';
