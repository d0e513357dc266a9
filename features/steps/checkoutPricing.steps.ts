import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { checkCoupon, type Coupon } from '../../src/domain/checkout/coupons';
import type { DeliveryMethod } from '../../src/domain/checkout/delivery';
import { priceCheckout, type PricingInput } from '../../src/domain/checkout/pricing';
import type { Promotion } from '../../src/domain/checkout/promotions';
import type { ShopWorld } from '../support/world';

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const DAY = 86_400_000;

/** What the shop sells in a pricing scenario: one group-buy of one product (a name it does not have fails the step). */
const SHOP = { groupBuy: '有機棉包屁衣', products: ['有機棉包屁衣'] } as const;
const sold = (what: 'group-buy' | 'product', name: string): void => {
  const known = what === 'group-buy' ? name === SHOP.groupBuy : (SHOP.products as readonly string[]).includes(name);
  assert.ok(known, `the shop has no ${what} called "${name}"`);
};

/** What Amy's order is made of in a pricing scenario. */
interface Basket { promotions: Promotion[]; freeFrom: number; unitPrice: number; quantity: number; coupons: Coupon[]; balance: number; credit: number }
const baskets = new WeakMap<ShopWorld, Basket>();
const basket = (w: ShopWorld): Basket => {
  if (!baskets.has(w)) baskets.set(w, { promotions: [], freeFrom: 99_999, unitPrice: 0, quantity: 0, coupons: [], balance: 0, credit: 0 });
  return baskets.get(w)!;
};
const coupon = (b: Basket, over: Partial<Coupon>): void => {
  b.coupons.push({ id: b.coupons.length + 1, title: '', kind: 'amount', value: 0, minSpend: 0, branchIds: [], startsAt: NOW - DAY, expiresAt: NOW + DAY, usedAt: null, ...over });
};
const input = (w: ShopWorld, delivery: DeliveryMethod = 'home', withCoupons = false): PricingInput => {
  const b = basket(w);
  return {
    groups: [{ groupBuyId: 1, branchId: 1, branchFreeFrom: b.freeFrom, promotions: b.promotions, lines: [{ unitPrice: b.unitPrice, quantity: b.quantity }] }],
    delivery, coupon: withCoupons ? best(w) : null, creditRequested: b.credit, creditBalance: b.balance, now: NOW,
  };
};
const checks = (w: ShopWorld) => basket(w).coupons.map((c) => checkCoupon(c, { totalByBranch: new Map([[1, priceCheckout(input(w)).groups[0].total]]), now: NOW }));
const best = (w: ShopWorld): Coupon | null => checks(w).filter((c) => c.block === null).sort((a, b) => b.saved - a.saved)[0]?.coupon ?? null;

Given('the group-buy {string} takes {int} off at {int}', function (this: ShopWorld, title: string, amount: number, threshold: number) {
  sold('group-buy', title);
  basket(this).promotions.push({ kind: 'amount_off', threshold, amount });
});
Given('the group-buy {string} charges {int} percent for any {int} items', function (this: ShopWorld, title: string, percent: number, minQuantity: number) {
  sold('group-buy', title);
  basket(this).promotions.push({ kind: 'percent_off', percent, minQuantity });
});
Given('the branch ships free from {int}', function (this: ShopWorld, from: number) { basket(this).freeFrom = from; });
Given('Amy holds a coupon {string} worth {int} from a spend of {int}', function (this: ShopWorld, title: string, value: number, minSpend: number) {
  coupon(basket(this), { title, value, minSpend });
});
Given('Amy holds a coupon {string} of {int} percent from a spend of {int}', function (this: ShopWorld, title: string, value: number, minSpend: number) {
  coupon(basket(this), { title, kind: 'percent', value, minSpend });
});
Given('Amy holds an expired coupon {string} worth {int}', function (this: ShopWorld, title: string, value: number) {
  coupon(basket(this), { title, value, expiresAt: NOW - DAY });
});
Given('Amy has {int} of shopping credit', function (this: ShopWorld, balance: number) { basket(this).balance = balance; });
When('Amy buys {int} of {string} at {int} each', function (this: ShopWorld, quantity: number, product: string, unitPrice: number) {
  sold('product', product);
  Object.assign(basket(this), { quantity, unitPrice });
});
When('Amy uses {int} of her credit', function (this: ShopWorld, credit: number) { basket(this).credit = credit; });

Then('the group-buy saves Amy {int} as {string}', function (this: ShopWorld, saved: number, label: string) {
  assert.deepEqual(priceCheckout(input(this)).groups[0].discounts, [{ label, saved }]);
});
Then('the group-buy saves Amy nothing', function (this: ShopWorld) { assert.equal(priceCheckout(input(this)).promotionDiscount, 0); });
Then('Amy pays {int} for the goods', function (this: ShopWorld, total: number) { assert.equal(priceCheckout(input(this)).groups[0].total, total); });
Then('home delivery costs Amy {int} and {int} more would ship free', function (this: ShopWorld, fee: number, missing: number) {
  assert.deepEqual([priceCheckout(input(this)).shippingFee, priceCheckout(input(this)).groups[0].shipping.missingForFree], [fee, missing]);
});
Then('store pickup costs Amy {int}', function (this: ShopWorld, fee: number) { assert.equal(priceCheckout(input(this, 'cvs')).shippingFee, fee); });
Then('the coupon chosen for Amy is {string}', function (this: ShopWorld, title: string) { assert.equal(best(this)?.title, title); });
Then('{string} cannot be used because {string}', function (this: ShopWorld, title: string, reason: string) {
  assert.equal(checks(this).find((c) => c.coupon.title === title)?.block?.message, reason);
});
Then('{int} of credit is used', function (this: ShopWorld, used: number) { assert.equal(priceCheckout(input(this)).creditUsed, used); });
Then('Amy pays {int} in all with home delivery', function (this: ShopWorld, total: number) { assert.equal(priceCheckout(input(this)).total, total); });
