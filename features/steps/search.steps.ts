import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import type { SearchPage } from '../../src/application/mall/ports';
import { SearchGroupBuys } from '../../src/application/mall/SearchGroupBuys';
import { SuggestSearchTerms } from '../../src/application/mall/SuggestSearchTerms';
import { HotSearchTerms } from '../../src/application/mall/HotSearchTerms';
import { SearchHistory } from '../../src/application/mall/SearchHistory';
import type { Suggestion } from '../../src/domain/mall/browse';
import { MallCopy } from '../../src/ui/pages/mall/messages';
import type { Person } from '../support/people';
import { SearchStage } from '../support/searchStage';
import type { ShopWorld } from '../support/world';

/** What a scenario's shopper saw of the mall's search. */
interface Searching { stage: SearchStage; result?: SearchPage; suggestions?: Suggestion[]; starters?: { recent: string[]; hot: string[] } }
const memory = new WeakMap<ShopWorld, Searching>();

async function searching(world: ShopWorld): Promise<Searching> {
  let seen = memory.get(world);
  if (!seen) {
    seen = { stage: await SearchStage.open() };
    memory.set(world, seen);
  }
  return seen;
}
const result = (world: ShopWorld): SearchPage => memory.get(world)?.result ?? assert.fail('nobody searched');
const search = async (world: ShopWorld, query: string) => (await searching(world)).stage.container.get(SearchGroupBuys).execute({ query, page: 1 });
const marked = (page: SearchPage, id: number, title: string) => (page.highlights?.[id] ?? []).map(([a, b]) => title.slice(a, b));

After(async function (this: ShopWorld) {
  await memory.get(this)?.stage.close();
});

Given('the mall sells {string}', async function (this: ShopWorld, title: string) {
  const category = ['紙尿褲', '嬰兒推車', '奶瓶'].find((c) => title.includes(c.slice(-2))) ?? assert.fail(`no category for ${title}`);
  await (await searching(this)).stage.sell(title, category);
});
Given('the mall has the brand {string} selling {string}', async function (this: ShopWorld, brand: string, title: string) {
  await (await searching(this)).stage.sell(title, '紙尿褲', brand);
});

When('{person} searches the mall for {string}', async function (this: ShopWorld, p: Person, query: string) {
  this.actAs(p);
  const page = await search(this, query);
  (await searching(this)).result = page;
  // The results page remembers what was searched (SearchPage.tsx).
  (await searching(this)).stage.container.get(SearchHistory).remember(query);
});
When(/^(?:she|he) opens the empty mall search box$/, async function (this: ShopWorld) {
  const seen = await searching(this);
  seen.starters = { recent: seen.stage.container.get(SearchHistory).list(), hot: await seen.stage.container.get(HotSearchTerms).execute() };
});
Given('{int} parents searched the mall for {string} this week', async function (this: ShopWorld, parents: number, query: string) {
  await (await searching(this)).stage.searchedThisWeek(query, parents);
});
When('{person} types {string} into the mall search', async function (this: ShopWorld, p: Person, typed: string) {
  this.actAs(p);
  const seen = await searching(this);
  seen.suggestions = await seen.stage.container.get(SuggestSearchTerms).execute({ query: typed });
});

Then('the first result is a {word} group-buy', async function (this: ShopWorld, category: string) {
  const first = result(this).cards[0] ?? assert.fail('no results');
  assert.equal(await memory.get(this)!.stage.categoryOf(first.id), category);
});
Then('the first result is {string}', function (this: ShopWorld, title: string) {
  assert.equal(result(this).cards[0]?.title, title);
});
Then('{string} is among the results with {string} marked', function (this: ShopWorld, title: string, word: string) {
  const card = result(this).cards.find((c) => c.title === title) ?? assert.fail(`${title} not found in ${result(this).cards.map((c) => c.title).join('、')}`);
  assert.ok(marked(result(this), card.id, title).includes(word), `marked: ${marked(result(this), card.id, title).join('、')}`);
});
Then('he finds as many group-buys as a search for {string}', async function (this: ShopWorld, query: string) {
  const other = await search(this, query);
  assert.ok(other.total > 0);
  assert.equal(result(this).total, other.total);
});
Then('every result is a {word} group-buy with {string} in its title', async function (this: ShopWorld, category: string, word: string) {
  assert.ok(result(this).total > 0);
  for (const card of result(this).cards) {
    assert.ok(card.title.includes(word), card.title);
    assert.equal(await memory.get(this)!.stage.categoryOf(card.id), category);
  }
});
Then('he finds nothing and is told {string}', function (this: ShopWorld, message: string) {
  assert.equal(result(this).total, 0);
  assert.equal(MallCopy.searchNotFound(result(this).query), message);
});
Then('he is offered {string} to search instead', function (this: ShopWorld, query: string) {
  assert.ok(result(this).suggestions?.includes(query), String(result(this).suggestions));
});
Then('she is offered the search {string} first', function (this: ShopWorld, text: string) {
  assert.deepEqual(memory.get(this)?.suggestions?.[0], { text, kind: 'keyword' });
});
Then('a suggestion names a group-buy with {string} in its title', function (this: ShopWorld, word: string) {
  assert.ok(memory.get(this)?.suggestions?.some((s) => s.kind === 'groupbuy' && s.text.includes(word)));
});
Then(/^(?:she|he) is asked "(.+)" and shown its results$/, async function (this: ShopWorld, question: string) {
  const meant = result(this).didYouMean ?? assert.fail('no spelling offered');
  assert.equal(`${MallCopy.searchDidYouMean}「${meant}」？`, question);
  const asMeant = await search(this, meant);
  assert.deepEqual(result(this).cards.map((c) => c.id), asMeant.cards.map((c) => c.id));
});
Then(/^(?:she|he) is offered "(.+)" first under (最近搜尋|熱門搜尋)$/, function (this: ShopWorld, text: string, group: string) {
  const starters = memory.get(this)?.starters ?? assert.fail('the box was not opened');
  assert.equal((group === '最近搜尋' ? starters.recent : starters.hot)[0], text);
});
