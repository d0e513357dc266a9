import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { openDueDeals } from '../../server/services/admin/dealSchedule';
import { call } from '../../tests/server/helpers/api';
import { newMembers } from '../../tests/server/checkout/fixtures';
import { sourceOptions, taipeiText } from '../../tests/server/admin/dealFixtures';
import { AdminStage } from '../support/adminStage';
import type { ShopWorld } from '../support/world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The scenario's deals by title (their id and start), and the parent who holds one in her cart. */
interface DealDesk { deals: Map<string, { id: number; start: number }>; parent?: Record<string, string>; optionId?: number }
const memory = new WeakMap<ShopWorld, DealDesk>();
const desk = (world: ShopWorld): DealDesk => {
  if (!memory.has(world)) memory.set(world, { deals: new Map() });
  return memory.get(world)!;
};
const staff = (stage: AdminStage, role: string, name: string) => {
  const found = stage.roleOf(role);
  assert.equal(stage.roleOf(name), found, `${name} is not ${role}`);
  return found;
};
const dealOf = (world: ShopWorld, title: string) => {
  const deal = desk(world).deals.get(title);
  assert.ok(deal, `no group-buy "${title}" in this scenario`);
  return deal;
};

/** One product of the shop's first branch, at `percent` of its 原價, from `start` for `days`. */
async function create(world: ShopWorld, who: { role: string; name: string }, deal: { title: string; start: number; days: number; percent: number; preview: boolean }) {
  const stage = await AdminStage.forWorld(world);
  const source = await sourceOptions(stage.shop.db);
  const [option] = source.options;
  const body = {
    title: deal.title, description: '', branch_id: source.branchId, preview: deal.preview,
    starts_at: taipeiText(deal.start), ends_at: taipeiText(deal.start + deal.days * DAY),
    lines: [{ option_id: option.id, price: Math.round((option.original * deal.percent) / 100), stock: 20 }],
  };
  const response = await stage.as(staff(stage, who.role, who.name), 'POST', '/admin/api/group-buys', body);
  if (response.statusCode === 201) desk(world).deals.set(deal.title, { id: response.json().data.id, start: deal.start });
  return response;
}

When('{word} {word} creates the group-buy {string} starting now for {int} days with one product at {int}% of its 原價',
  async function (this: ShopWorld, role: string, name: string, title: string, days: number, percent: number) {
    await create(this, { role, name }, { title, start: Date.now(), days, percent, preview: true });
  });
When('{word} {word} creates the group-buy {string} starting in {int} hours for {int} days with one product at {int}% of its 原價',
  async function (this: ShopWorld, role: string, name: string, title: string, hours: number, days: number, percent: number) {
    await create(this, { role, name }, { title, start: Date.now() + hours * HOUR, days, percent, preview: true });
  });
When('{word} {word} creates the group-buy {string} starting in {int} hours without a preview', async function (this: ShopWorld, role: string, name: string, title: string, hours: number) {
  await create(this, { role, name }, { title, start: Date.now() + hours * HOUR, days: 7, percent: 80, preview: false });
});
Given('{word} {word} created the group-buy {string} starting now for {int} days', async function (this: ShopWorld, role: string, name: string, title: string, days: number) {
  assert.equal((await create(this, { role, name }, { title, start: Date.now(), days, percent: 80, preview: true })).statusCode, 201);
});
When('the start of {string} comes', async function (this: ShopWorld, title: string) {
  const stage = await AdminStage.forWorld(this);
  assert.equal(await openDueDeals(stage.shop.db, dealOf(this, title).start), 1);
});

async function searchFinds(world: ShopWorld, title: string): Promise<boolean> {
  const stage = await AdminStage.forWorld(world);
  const answer = (await call(stage.shop.app, 'GET', `/v3/shopping/search?query=${encodeURIComponent(title)}`)).json();
  return JSON.stringify(answer).includes(`"title":"${title}"`);
}
Then('parents find {string} in the mall\'s search', async function (this: ShopWorld, title: string) {
  assert.ok(await searchFinds(this, title), `search does not find ${title}`);
});
Then('parents do not find {string} in the mall\'s search', async function (this: ShopWorld, title: string) {
  assert.ok(!(await searchFinds(this, title)), `search finds ${title}`);
});
Then('the back office refuses the group price as above the product\'s 原價', async function (this: ShopWorld) {
  const stage = await AdminStage.forWorld(this);
  assert.equal(stage.lastAnswer?.status, 400);
  assert.match(stage.lastAnswer?.message ?? '', /^團購價不可高於原價 NT\$\d+$/);
});

Given('a parent put {string} in her cart', async function (this: ShopWorld, title: string) {
  const stage = await AdminStage.forWorld(this);
  const option = await stage.shop.db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id').select('options.id')
    .where('products.group_buy_id', '=', dealOf(this, title).id).executeTakeFirstOrThrow();
  const [parent] = await newMembers(stage.shop.db, 1, `deal-cart-${Date.now()}-`);
  assert.equal((await call(stage.shop.app, 'POST', '/v3/shoppingcart', { headers: parent, body: { item_id: option.id, number: 1 } })).statusCode, 200);
  Object.assign(desk(this), { parent, optionId: option.id });
});
When('{word} {word} ends {string} early', async function (this: ShopWorld, role: string, name: string, title: string) {
  const stage = await AdminStage.forWorld(this);
  await stage.as(staff(stage, role, name), 'POST', `/admin/api/group-buys/${dealOf(this, title).id}/end`);
});
Then('the parent\'s cart holds {string} as ended', async function (this: ShopWorld, title: string) {
  const stage = await AdminStage.forWorld(this);
  const { parent, optionId } = desk(this);
  const cart = (await call(stage.shop.app, 'GET', '/v2/shoppingcart', { headers: parent })).json().data;
  const line = cart.lines.find((l: { option_id: number }) => l.option_id === optionId);
  assert.equal(line.group_buy_title, title);
  assert.deepEqual(cart.unavailable.map((u: { option_id: number; status: string }) => [u.option_id, u.status]), [[optionId, 'ended']]);
});
When('{word} {word} opens the group-buy desk', async function (this: ShopWorld, role: string, name: string) {
  const stage = await AdminStage.forWorld(this);
  await stage.as(staff(stage, role, name), 'GET', '/admin/api/group-buys');
});
