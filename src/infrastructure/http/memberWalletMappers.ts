import type { CouponListBody, CreditBody, GiftCouponBody, NewCustomerGiftBody, WalletCouponBody } from '../../../contract/memberWallet';
import type { CouponList, WalletCoupon } from '../../domain/memberWallet/coupons';
import type { CreditAccount } from '../../domain/memberWallet/credit';
import type { GiftCoupon, NewCustomerGift } from '../../domain/memberWallet/gift';

/** Wire (snake_case, contract/) → domain values of the member wallet. */
export const toWalletCoupon = (c: WalletCouponBody): WalletCoupon => ({
  id: c.id, title: c.title, kind: c.kind, value: c.value, minSpend: c.min_spend, branches: c.branches, startsAt: c.starts_at,
  expiresAt: c.expires_at, usedAt: c.used_at, order: c.order,
});

export const toCouponList = (b: CouponListBody): CouponList => ({ state: b.state, counts: b.counts, coupons: b.coupons.map(toWalletCoupon) });

const toGiftCoupon = (c: GiftCouponBody): GiftCoupon => ({
  title: c.title, kind: c.kind, value: c.value, minSpend: c.min_spend, branches: c.branches, expiresAt: c.expires_at,
});

export const toGift = (b: NewCustomerGiftBody): NewCustomerGift => ({ status: b.status, coupons: b.coupons.map(toGiftCoupon) });

export const toCreditAccount = (b: CreditBody): CreditAccount => ({
  balance: b.balance,
  expiring: b.expiring.map((e) => ({ amount: e.amount, expiresAt: e.expires_at })),
  entries: b.entries.map((e) => ({
    id: e.id, amount: e.amount, reason: e.reason, reasonLabel: e.reason_label, orderNumber: e.order_number, createdAt: e.created_at, expiresAt: e.expires_at,
  })),
});
