import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { PlaceOrder } from '../../src/application/checkout/PlaceOrder';
import type { OrderRefusal, PlacedOrder } from '../../src/application/checkout/ports';
import type { Result } from '../../src/domain/errors/Result';
import { CountingIdempotencyKeys, InMemoryOrderDesk } from '../../src/infrastructure/memory/InMemoryOrderDesk';
import type { ShopWorld } from '../support/world';

/** One shop desk per scenario; each buyer has a checkout (Amy 1, Ben 2) and a device placing it. */
interface Shop {
  desk: InMemoryOrderDesk;
  devices: Map<string, PlaceOrder>;
  answers: Map<string, Result<PlacedOrder, OrderRefusal> | 'lost'>;
  /** The total each buyer's page shows (what she confirms by sending). */
  seen: Map<string, number>;
}
const shops = new WeakMap<ShopWorld, Shop>();
const shop = (w: ShopWorld): Shop => {
  if (!shops.has(w)) shops.set(w, { desk: new InMemoryOrderDesk(), devices: new Map(), answers: new Map(), seen: new Map() });
  return shops.get(w)!;
};
const CHECKOUT: Record<string, number> = { Amy: 1, Ben: 2 };
const device = (w: ShopWorld, who: string) => {
  const s = shop(w);
  if (!s.devices.has(who)) s.devices.set(who, new PlaceOrder(s.desk, new CountingIdempotencyKeys(who.toLowerCase())));
  return s.devices.get(who)!;
};
const hold = (w: ShopWorld, who: string, quantity: number, optionId: number) => {
  const lines = shop(w).desk.checkouts.get(CHECKOUT[who]) ?? [];
  shop(w).desk.checkouts.set(CHECKOUT[who], [...lines, { optionId, quantity }]);
};

Given(/^(Amy|Ben)'s checkout (?:also )?holds (\d+) of option (\d+) and the shop has (\d+)$/, function (this: ShopWorld, who: string, q: string, option: string, stock: string) {
  hold(this, who, Number(q), Number(option));
  shop(this).desk.stock.set(Number(option), Number(stock));
});
Given(/^(Amy|Ben)'s checkout holds (\d+) of option (\d+)$/, function (this: ShopWorld, who: string, q: string, option: string) {
  hold(this, who, Number(q), Number(option));
});
Given('the shop\'s answer to Amy will be lost', function (this: ShopWorld) { shop(this).desk.loseNextAnswer = true; });

const place = async (w: ShopWorld, who: string) => {
  const s = shop(w);
  const expectedTotal = s.seen.get(who) ?? s.desk.totals.get(CHECKOUT[who]) ?? 0;
  s.answers.set(who, await device(w, who).execute({ checkoutId: CHECKOUT[who], expectedTotal }).catch(() => 'lost' as const));
};

Given(/^(Amy|Ben)'s page shows a total of NT\$(\d+) but (?:her|his) checkout now costs NT\$(\d+)$/, function (this: ShopWorld, who: string, seen: number, now: number) {
  shop(this).seen.set(who, Number(seen));
  shop(this).desk.totals.set(CHECKOUT[who], Number(now));
});

When(/^(Amy|Ben) places (?:her|his) order(?: again)?(?: before the page changes)?$/, async function (this: ShopWorld, who: string) {
  await place(this, who);
});
When(/^(Amy|Ben) confirms the new total and places (?:her|his) order$/, async function (this: ShopWorld, who: string) {
  const answer = shop(this).answers.get(who);
  assert.ok(answer !== undefined && answer !== 'lost' && !answer.ok && answer.error.code === 'ORDER_TOTAL_CHANGED');
  shop(this).seen.set(who, Number(answer.error.lines.total));
  await place(this, who);
});
Then(/^(Amy|Ben) is asked to confirm the new total NT\$(\d+)$/, function (this: ShopWorld, who: string, total: number) {
  const answer = shop(this).answers.get(who);
  assert.ok(answer !== undefined && answer !== 'lost' && !answer.ok);
  assert.deepEqual({ code: answer.error.code, total: answer.error.lines.total }, { code: 'ORDER_TOTAL_CHANGED', total: String(total) });
});

Then('the shop has made {int} order(s)', function (this: ShopWorld, count: number) { assert.equal(shop(this).desk.orders.length, count); });
Then('the shop has {int} of option {int} left', function (this: ShopWorld, left: number, option: number) {
  assert.equal(shop(this).desk.stock.get(option), left);
});
Then(/^(Amy|Ben) sees (?:her|his) order placed$/, function (this: ShopWorld, who: string) {
  const answer = shop(this).answers.get(who);
  assert.ok(answer !== 'lost' && answer?.ok);
});
Then(/^(Amy|Ben) is told option (\d+) is "([^"]*)"$/, function (this: ShopWorld, who: string, option: string, reason: string) {
  const answer = shop(this).answers.get(who);
  assert.ok(answer !== undefined && answer !== 'lost' && !answer.ok);
  assert.deepEqual(answer.error.lines, { [option]: reason });
});
