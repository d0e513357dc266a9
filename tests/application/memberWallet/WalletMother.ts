import type { CouponTemplate, InMemoryMemberWallet } from '../../../src/infrastructure/memory/InMemoryMemberWallet';

const DAY = 86_400_000;

/** Coupons and codes as the demo shop has them, relative to `now`. */
export const WalletMother = {
  coupon: (now: number, overrides: Partial<CouponTemplate> = {}): CouponTemplate => ({
    title: '揪團專屬 NT$100 折價券', kind: 'amount', value: 100, minSpend: 800, branches: [], startsAt: now - DAY, expiresAt: now + 30 * DAY, ...overrides,
  }),

  /** BABY100 open, SUMMER2025 ended, AUTUMN2026 opens in 10 days, LIMITED1 one left. */
  withDemoCodes(wallet: InMemoryMemberWallet, now: number): InMemoryMemberWallet {
    const code = (name: string, coupon: CouponTemplate, totalLimit: number | null, startsAt: number, expiresAt: number) =>
      wallet.codes.set(name, { coupon, totalLimit, claimed: 0, startsAt, expiresAt });
    code('BABY100', WalletMother.coupon(now), null, now - DAY, now + 30 * DAY);
    code('SUMMER2025', WalletMother.coupon(now, { title: '夏日 NT$150 折價券', value: 150 }), null, now - 90 * DAY, now - 30 * DAY);
    code('AUTUMN2026', WalletMother.coupon(now, { title: '秋季 88 折券', kind: 'percent', value: 88 }), 500, now + 10 * DAY, now + 40 * DAY);
    code('LIMITED1', WalletMother.coupon(now, { title: '限量 NT$500 折價券', value: 500 }), 1, now - DAY, now + 20 * DAY);
    wallet.giftCoupons = [WalletMother.coupon(now, { title: '新會員首購 NT$100 折價券', minSpend: 599 }), WalletMother.coupon(now, { title: '新會員 95 折券', kind: 'percent', value: 95, minSpend: 0 })];
    return wallet;
  },
};
