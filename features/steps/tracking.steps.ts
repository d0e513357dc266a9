import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AddToCart } from '../../src/application/purchase/AddToCart';
import { RegisterSearchQuery } from '../../src/application/searchTracking/RegisterSearchQuery';
import { TrackSearchClick } from '../../src/application/searchTracking/TrackSearchClick';
import { TrackPageView } from '../../src/application/tracking/TrackPageView';
import { InMemoryAnalytics } from '../../src/infrastructure/memory/InMemoryAnalytics';
import { InMemoryPurchaseCatalog } from '../../src/infrastructure/memory/InMemoryPurchase';
import { FixedDeviceId, InMemorySearchTrackingGateway } from '../../src/infrastructure/memory/InMemorySearchTracking';
import { PanelProductMother } from '../../tests/application/mothers/PanelProductMother';
import { InMemoryErrorReporter } from '../../src/infrastructure/reporting/InMemoryErrorReporter';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

/** The search each scenario made, by the words searched (the shop's query id stands in for them). */
const queryIdOf = (words: string) => `q-${Buffer.from(words).toString('hex')}`;
const lastSearch = new WeakMap<ShopWorld, string>();
const gateway = (world: ShopWorld) => world.container.get(InMemorySearchTrackingGateway);
const click = (world: ShopWorld, objectId: number, position: number | null) =>
  world.container.get(TrackSearchClick).execute({ queryId: lastSearch.get(world), objectId, index: 'groupbuy', event: 'click', position });

Given('{person} searched for {string}', function (this: ShopWorld, p: Person, words: string) {
  this.actAs(p);
  lastSearch.set(this, queryIdOf(words));
  this.container.get(RegisterSearchQuery).execute({ queryId: queryIdOf(words) });
});
Given('visitor {person}\'s browser has no device id', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.container.get(FixedDeviceId).id = null;
});
When('{person} clicks result {int} at position {int}', function (this: ShopWorld, p: Person, objectId: number, position: number) {
  this.actAs(p);
  click(this, objectId, position);
});
Given('{person} clicked result {int} at position {int}', function (this: ShopWorld, p: Person, objectId: number, position: number) {
  this.actAs(p);
  click(this, objectId, position);
});
When('{person} clicks result {int} without a position', function (this: ShopWorld, p: Person, objectId: number) {
  this.actAs(p);
  click(this, objectId, null);
});
Given('group-buy {int} sells {string}', function (this: ShopWorld, groupBuyId: number, title: string) {
  const product = PanelProductMother.bodysuit({ groupId: groupBuyId });
  assert.equal(title, product.title, `the shop has no product called "${title}"`);
  this.container.get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy(product));
});
When('{person} adds group-buy {int} to her cart', async function (this: ShopWorld, p: Person, groupBuyId: number) {
  this.actAs(p);
  const groupBuy = this.container.get(InMemoryPurchaseCatalog).groupBuys.get(groupBuyId);
  assert.ok(groupBuy, `the shop has no group-buy ${groupBuyId}`);
  const option = groupBuy.products[0].defaultOption;
  assert.ok(option, `group-buy ${groupBuyId} has nothing to buy`);
  this.hear(await this.container.get(AddToCart).execute({ groupBuyId, optionId: option.id, quantity: 1 }));
});

Then('the search is credited with a click on {int} at position {int}', function (this: ShopWorld, objectId: number, position: number) {
  assert.deepEqual(gateway(this).clicks.map((c) => c.click), [{ query_id: lastSearch.get(this), object_id: String(objectId), index: 'groupbuy', event: 'click', position }]);
});
Then('no search click is sent', function (this: ShopWorld) {
  assert.deepEqual(gateway(this).clicks, []);
});
Then('the search is credited with a conversion of {int}', function (this: ShopWorld, objectId: number) {
  assert.deepEqual(gateway(this).conversions.map((c) => c.conversion), [{ query_id: lastSearch.get(this), object_id: String(objectId), index: 'groupbuy', event: 'add_to_cart' }]);
});
Then('no search conversion is sent', function (this: ShopWorld) {
  assert.deepEqual(gateway(this).conversions, []);
});
Then('the missing device id is reported', function (this: ShopWorld) {
  assert.ok(this.container.get(InMemoryErrorReporter).reports.some((r) => String(r.error).includes('missing device id')));
});

const sessionsSeen = new WeakMap<ShopWorld, string[]>();
const openPage = (world: ShopWorld, path: string) => {
  sessionsSeen.set(world, [...(sessionsSeen.get(world) ?? []), world.container.get(TrackPageView).execute({ path })]);
};

Given('{person} opens the page {string}', function (this: ShopWorld, p: Person, path: string) {
  this.actAs(p);
  openPage(this, path);
});
Then('both pages were seen in the same browsing session', function (this: ShopWorld) {
  const [first, second] = sessionsSeen.get(this)!;
  assert.equal(second, first);
  assert.ok(this.container.get(InMemoryAnalytics).events.every((e) => e.props.session === first));
});
Then('the second page was seen in a new browsing session', function (this: ShopWorld) {
  const [first, second] = sessionsSeen.get(this)!;
  assert.notEqual(second, first);
});
Then('a page view and a product view of group-buy {int} are counted', function (this: ShopWorld, groupBuyId: number) {
  const events = this.container.get(InMemoryAnalytics).events;
  assert.deepEqual(events.map((e) => e.name), ['page_view', 'product_view']);
  assert.equal(events[1].props.groupbuy_id, groupBuyId);
});
