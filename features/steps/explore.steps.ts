import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { LoadArticle } from '../../src/application/explore/LoadArticle';
import { LoadGuide } from '../../src/application/explore/LoadGuide';
import { SuggestContent } from '../../src/application/explore/SuggestContent';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import { parseArticleId, parseGuideId, type Article, type Guide } from '../../src/domain/explore/explore';
import { NAV_TABS, activeTab } from '../../src/domain/shell/bottomNav';
import { InMemoryExploreLibrary } from '../../src/infrastructure/memory/InMemoryExploreLibrary';
import { ExploreMother } from '../../tests/application/explore/ExploreMother';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

/** What the reader has in front of them: a page, the not-found page, a route, suggestions. */
interface Reading { page?: Article | Guide | 'not-found'; route?: string; suggestions?: string[] }
const readings = new WeakMap<ShopWorld, Reading>();
const reading = (world: ShopWorld): Reading => readings.get(world) ?? readings.set(world, {}).get(world)!;
const library = (world: ShopWorld) => world.container.get(InMemoryExploreLibrary);

/** Opens a page the way its route does: a malformed id or one the shop does not know is not found. */
async function open<T>(id: number | null, load: (id: number) => Promise<T>): Promise<T | 'not-found'> {
  if (id === null) return 'not-found';
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof NotFoundError) return 'not-found';
    throw error;
  }
}

Given('the explore section has article {int} {string}', function (this: ShopWorld, id: number, title: string) {
  library(this).articles.set(id, ExploreMother.article(id, title));
});

Given('the explore section has guide {int} {string}', function (this: ShopWorld, id: number, title: string) {
  library(this).guides.set(id, ExploreMother.guide(id, title));
});

When('{person} opens article {string}', async function (this: ShopWorld, person: Person, raw: string) {
  this.actAs(person);
  reading(this).page = await open(parseArticleId(raw), (id) => this.container.get(LoadArticle).execute({ id }));
});

When('{person} opens guide {string}', async function (this: ShopWorld, person: Person, raw: string) {
  this.actAs(person);
  reading(this).page = await open(parseGuideId(raw), (id) => this.container.get(LoadGuide).execute({ id }));
});

When('{person} is on the {string} page', function (this: ShopWorld, person: Person, route: string) {
  this.actAs(person);
  reading(this).route = route;
});

When('{person} types {string} in the explore search', async function (this: ShopWorld, person: Person, query: string) {
  this.actAs(person);
  reading(this).suggestions = (await this.container.get(SuggestContent).execute({ type: 'explore', query })).map((s) => s.text);
});

Then('{person} reads {string}', function (this: ShopWorld, person: Person, title: string) {
  this.actAs(person);
  const page = reading(this).page;
  assert.ok(page && page !== 'not-found', 'no page is open');
  assert.equal(page.title, title);
});

Then('{person} sees the goods it mentions, each leading into the mall', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  const page = reading(this).page as Article;
  assert.ok(page.groupBuys.length > 0);
  for (const card of page.groupBuys) assert.match(card.url, /^\/groupbuy\/\d+$/);
});

Then('{person} sees the page-not-found page', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(reading(this).page, 'not-found');
});

Then('the bottom navigation highlights {string}', function (this: ShopWorld, title: string) {
  const tab = NAV_TABS.find((t) => t.key === activeTab(reading(this).route));
  assert.equal(tab?.title, title);
});

Then('{person} is offered {string} and {string}', function (this: ShopWorld, person: Person, first: string, second: string) {
  this.actAs(person);
  assert.deepEqual(reading(this).suggestions, [first, second]);
});
