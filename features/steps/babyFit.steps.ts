import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import type { BabyPicks } from '../../src/domain/babyFit/babyPicks';
import type { Person } from '../support/people';
import { BabyFitStage } from '../support/babyFitStage';
import type { ShopWorld } from '../support/world';

/** What a scenario's parent saw of home's 適合寶寶 row. */
interface Fitting { stage: BabyFitStage; row?: BabyPicks; adultDeal?: number }
const memory = new WeakMap<ShopWorld, Fitting>();

async function fitting(world: ShopWorld): Promise<Fitting> {
  let seen = memory.get(world);
  if (!seen) {
    seen = { stage: await BabyFitStage.open() };
    memory.set(world, seen);
  }
  return seen;
}
const row = (world: ShopWorld): BabyPicks => memory.get(world)?.row ?? assert.fail('nobody opened home');
const BANDS: Record<string, string> = { '0-6 個月': '0-6m', '6-12 個月': '6-12m', '1-2 歲': '1-2y', '2-3 歲': '2-3y' };
const band = (words: string) => BANDS[words] ?? assert.fail(`no age band 「${words}」`);

After(async function (this: ShopWorld) {
  await memory.get(this)?.stage.close();
});

Given('{person} keeps one baby, {string}, born {int} days ago', async function (this: ShopWorld, p: Person, name: string, days: number) {
  await (await fitting(this)).stage.keepOnly(p, name, -days);
});
Given('{person} keeps one baby, {string}, due in {int} days', async function (this: ShopWorld, p: Person, name: string, days: number) {
  await (await fitting(this)).stage.keepOnly(p, name, days);
});
Given('the shop\'s hottest deal is adult-only and tagged for {string}', async function (this: ShopWorld, words: string) {
  const seen = await fitting(this);
  seen.adultDeal = await seen.stage.adultDealOfAge(band(words));
});

When('{person} opens home signed in', async function (this: ShopWorld, p: Person) {
  const seen = await fitting(this);
  seen.row = await seen.stage.homeRow(p, true);
});
When('visitor {person} opens home', async function (this: ShopWorld, p: Person) {
  const seen = await fitting(this);
  seen.row = await seen.stage.homeRow(p, false);
});

Then('home has the row {string}, saying {string}', function (this: ShopWorld, title: string, age: string) {
  assert.deepEqual([row(this).baby?.title, row(this).baby?.ageText], [title, age]);
  assert.ok(row(this).cards.length > 0, 'the row has no products');
});
Then('home has the row {string}, for a baby due in {int} days', function (this: ShopWorld, title: string, days: number) {
  assert.equal(row(this).baby?.title, title);
  assert.match(row(this).baby?.ageText ?? '', new RegExp(`還有 ${days} 天`));
  assert.ok(row(this).cards.length > 0, 'the row has no products');
});
Then('every product in it suits {string}, and none is adult-only', async function (this: ShopWorld, words: string) {
  const seen = memory.get(this)!;
  const facts = await seen.stage.agesOf(row(this).cards.map((c) => c.id));
  assert.deepEqual(facts.filter((f) => !f.ages.includes(band(words)) || f.adult), []);
  if (seen.adultDeal !== undefined) assert.ok(!facts.some((f) => f.id === seen.adultDeal));
});
Then('home has no 適合寶寶 row', function (this: ShopWorld) {
  assert.deepEqual(row(this), { baby: null, cards: [] });
});
