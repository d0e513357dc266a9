import { bestCoupon, checkCoupon, type Coupon } from '../../../src/domain/checkout/coupons';
import { usableCredit } from '../../../src/domain/checkout/credit';
import { shippingFor } from '../../../src/domain/checkout/delivery';
import { PAYMENT_METHODS, paymentChoices } from '../../../src/domain/checkout/payments';
import { priceCheckout, type PricingGroup } from '../../../src/domain/checkout/pricing';
import { priceGroup } from '../../../src/domain/checkout/promotions';

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const DAY = 86_400_000;
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 1, title: '折價券', kind: 'amount', value: 100, minSpend: 0, branchIds: [], startsAt: NOW - DAY, expiresAt: NOW + DAY, usedAt: null, ...over,
});
const group = (over: Partial<PricingGroup> = {}): PricingGroup => ({
  groupBuyId: 1, branchId: 1, branchFreeFrom: 1500, promotions: [], lines: [{ unitPrice: 500, quantity: 2 }], ...over,
});

describe('group-buy promotions', () => {
  it('takes 100 off at 1,000 (滿千折百) and not below the threshold', () => {
    expect(priceGroup(1000, [{ kind: 'amount_off', threshold: 1000, amount: 100 }])).toMatchObject({ total: 900, discounts: [{ label: '滿1,000折100', saved: 100 }] });
    expect(priceGroup(999, [{ kind: 'amount_off', threshold: 1000, amount: 100 }]).total).toBe(999);
  });
  it('charges 88% for 88折, rounding the saving down', () => {
    expect(priceGroup(999, [{ kind: 'percent_off', percent: 88, minQuantity: 1 }])).toMatchObject({ total: 880, discounts: [{ label: '88折', saved: 119 }] });
    expect(priceGroup(1000, [{ kind: 'percent_off', percent: 88, minQuantity: 2 }], 1).total).toBe(1000);
    expect(priceGroup(1000, [{ kind: 'percent_off', percent: 88, minQuantity: 2 }], 2).discounts[0].label).toBe('任選2件88折');
  });
  it('applies percent off before amount off, the threshold read on the original subtotal', () => {
    const both = priceGroup(1000, [{ kind: 'amount_off', threshold: 1000, amount: 100 }, { kind: 'percent_off', percent: 90, minQuantity: 1 }]);
    expect(both.total).toBe(800);
  });
});

describe('shipping', () => {
  it('charges 宅配 100 and 超商 60 below the threshold and says how much more is free', () => {
    expect(shippingFor('home', 1200, [1500, null])).toEqual({ fee: 100, missingForFree: 300, freeFrom: 1500 });
    expect(shippingFor('cvs', 1200, [1500, 999])).toEqual({ fee: 0, missingForFree: 0, freeFrom: 999 });
    expect(shippingFor('cvs', 100, [1500])).toMatchObject({ fee: 60 });
  });
});

describe('coupons', () => {
  const basket = { totalByBranch: new Map([[1, 800], [2, 300]]), now: NOW };
  it('names why a coupon cannot be used', () => {
    expect(checkCoupon(coupon({ minSpend: 2000 }), basket).block?.message).toBe('未達最低消費 NT$2,000');
    expect(checkCoupon(coupon({ branchIds: [9] }), basket).block?.code).toBe('OUT_OF_SCOPE');
    expect(checkCoupon(coupon({ expiresAt: NOW }), basket).block?.message).toBe('優惠券已過期');
  });
  it('counts only the goods in scope and picks the one saving most', () => {
    const scoped = checkCoupon(coupon({ id: 2, kind: 'percent', value: 50, branchIds: [2] }), basket);
    expect(scoped.saved).toBe(150);
    const flat = checkCoupon(coupon({ id: 3, value: 120 }), basket);
    expect(bestCoupon([scoped, flat, checkCoupon(coupon({ id: 4, expiresAt: NOW - 1 }), basket)])?.coupon.id).toBe(2);
  });
});

describe('credit and the whole order', () => {
  it('caps credit at 20% of the goods after discounts and at the balance', () => {
    expect(usableCredit(500, 1000, 1000)).toEqual({ used: 200, cap: 200 });
    expect(usableCredit(500, 50, 1000)).toEqual({ used: 50, cap: 50 });
  });
  it('prices promotions, coupon, credit and shipping together', () => {
    const price = priceCheckout({
      groups: [group({ promotions: [{ kind: 'amount_off', threshold: 1000, amount: 100 }] })],
      delivery: 'home', coupon: coupon({ value: 50 }), creditRequested: 100, creditBalance: 300, now: NOW,
    });
    expect(price).toMatchObject({ goods: 1000, promotionDiscount: 100, couponDiscount: 50, creditUsed: 100, shippingFee: 100, total: 850 });
  });
});

describe('payment choices', () => {
  it('disables 取貨付款 without store pickup and above NT$20,000', () => {
    const reason = (d: 'home' | 'cvs', total: number) => paymentChoices(d, total, PAYMENT_METHODS).find((c) => c.method === 'cvs_cod')?.disabledReason;
    expect(reason('home', 500)).toBe('取貨付款僅限超商取貨');
    expect(reason('cvs', 20_001)).toBe('取貨付款金額不可超過 NT$20,000');
    expect(reason('cvs', 20_000)).toBeNull();
  });

  it('disables a method the shop\'s gateway does not take, with why, before any other reason', () => {
    const reasons = paymentChoices('home', 60_000, ['card', 'atm', 'cvs_cod', 'line_pay']).map((c) => [c.method, c.disabledReason]);
    expect(Object.fromEntries(reasons)).toEqual({ card: null, atm: null, aftee: '目前未開放此付款方式', cvs_cod: '取貨付款僅限超商取貨', line_pay: null });
  });
});
