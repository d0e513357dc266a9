import { couponDateText, couponShopPath, couponState, couponValueText, minSpendText, parseCouponState, scopeText } from '../../../src/domain/memberWallet/coupons';
import { creditExpiryText, dueExpiries, expiringCredit, type LedgerRow } from '../../../src/domain/memberWallet/credit';
import { taipeiDate } from '../../../src/domain/memberWallet/dates';
import { creditReasonLabel } from '../../../src/domain/memberWallet/messages';
import { checkPromotionCode } from '../../../src/domain/memberWallet/promotionCode';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 1, 2, 0, 0);
const row = (id: number, amount: number, reason: string, createdAt: number, expiresAt: number | null = null): LedgerRow => ({ id, amount, reason, createdAt, expiresAt });

describe('coupon texts', () => {
  const coupon = { kind: 'amount' as const, value: 100, minSpend: 1000, branches: [], startsAt: NOW - DAY, expiresAt: NOW + DAY, usedAt: null };

  it('says the value, the minimum spend and the scope the way the checkout does', () => {
    expect(couponValueText(coupon)).toBe('NT$100');
    expect(couponValueText({ kind: 'percent', value: 90 })).toBe('9 折');
    expect(couponValueText({ kind: 'percent', value: 85 })).toBe('85 折');
    expect(minSpendText(coupon)).toBe('滿 NT$1,000 可用');
    expect(minSpendText({ minSpend: 0 })).toBe('無最低消費');
    expect(scopeText(coupon)).toBe('全館適用');
    expect(scopeText({ branches: [{ id: 1, name: '嬰幼服飾', path: 'clothes' }, { id: 2, name: '玩具', path: 'toys' }] })).toBe('限 嬰幼服飾、玩具 使用');
  });

  it('sorts a coupon into usable, used or expired and dates it in Taipei', () => {
    expect(couponState(coupon, NOW)).toBe('usable');
    expect(couponState(coupon, NOW + DAY)).toBe('expired');
    expect(couponState({ ...coupon, usedAt: NOW }, NOW + 2 * DAY)).toBe('used');
    expect(couponDateText(coupon, NOW)).toBe('2026/11/02 到期');
    expect(couponDateText({ ...coupon, startsAt: NOW + DAY }, NOW)).toBe('2026/11/02 起可使用');
    expect(couponDateText({ ...coupon, usedAt: NOW }, NOW)).toBe('2026/11/01 已使用');
    expect(taipeiDate(Date.UTC(2026, 10, 30, 16, 0, 0))).toBe('2026/12/01');
  });

  it('sends 去使用 to the one branch a coupon is limited to, else the whole mall', () => {
    expect(couponShopPath(coupon)).toBe('/mall/all');
    expect(couponShopPath({ branches: [{ id: 1, name: '嬰幼服飾', path: 'clothes' }] })).toBe('/mall/clothes');
    expect(parseCouponState(null)).toBe('usable');
    expect(parseCouponState('used')).toBe('used');
    expect(parseCouponState('nope')).toBeNull();
  });
});

describe('promotion codes', () => {
  it('ignores case and stray spaces, and names a blank or malformed code', () => {
    expect(checkPromotionCode('  baby100 ')).toEqual({ ok: true, value: 'BABY100' });
    expect(checkPromotionCode('   ')).toEqual({ ok: false, error: '請輸入優惠碼' });
    expect(checkPromotionCode('BABY 100')).toEqual({ ok: false, error: '優惠碼為 1 到 32 個英文字母、數字或 -' });
  });
});

describe('shopping credit, first in first out', () => {
  it('spends the oldest grant first, so the later one is what expires', () => {
    const rows = [row(1, 300, 'review_reward', NOW - 10 * DAY, NOW + 5 * DAY), row(2, 200, 'promotion', NOW - 5 * DAY, NOW + 20 * DAY), row(3, -350, 'order', NOW - DAY)];
    expect(expiringCredit(rows, NOW)).toEqual([{ amount: 150, expiresAt: NOW + 20 * DAY }]);
    expect(creditExpiryText({ amount: 150, expiresAt: NOW + 20 * DAY })).toBe('NT$150 將於 2026/11/21 到期');
  });

  it('does not spend a grant that had already expired, and owes an expiry row for its rest once', () => {
    const rows = [row(1, 200, 'promotion', NOW - 40 * DAY, NOW - 20 * DAY), row(2, 100, 'welcome', NOW - 30 * DAY), row(3, -50, 'order', NOW - 10 * DAY)];
    expect(dueExpiries(rows, NOW)).toEqual([{ amount: 200, expiresAt: NOW - 20 * DAY }]);
    const settled = [...rows, row(4, -200, 'expired', NOW - 20 * DAY)];
    expect(dueExpiries(settled, NOW)).toEqual([]);
    expect(settled.reduce((s, r) => s + r.amount, 0)).toBe(50);
  });

  it('labels each reason in zh-TW', () => {
    expect(['welcome', 'review_reward', 'refund', 'order', 'order_cancelled'].map(creditReasonLabel)).toEqual(['新會員禮', '評價回饋', '退款轉購物金', '訂單折抵', '訂單取消退回']);
    expect(creditReasonLabel('mystery')).toBe('購物金異動');
  });
});
