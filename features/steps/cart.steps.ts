import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AddToCart } from '../../src/application/purchase/AddToCart';
import { CancelAdult, ConfirmAdult, NeedsAdultConfirmation } from '../../src/application/purchase/adultConfirmation';
import { SessionStore } from '../../src/application/shell/SessionStore';
import { toGroupBuyCard } from '../../src/domain/catalog/GroupBuyCard';
import { InMemoryCartGateway, InMemoryPurchaseCatalog, InMemoryTracking } from '../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../../tests/application/mothers/PanelProductMother';
import type { Person } from '../support/people';
import { actingAs } from '../support/tasks';
import type { ShopWorld } from '../support/world';

const TITLE = '有機棉包屁衣';
const catalog = (world: ShopWorld) => {
  const purchase = world.container.get(InMemoryPurchaseCatalog);
  if (purchase.groupBuys.size === 0) purchase.with(PanelProductMother.groupBuy());
  return purchase;
};
const bodysuit = (world: ShopWorld) => catalog(world).groupBuys.get(PanelProductMother.bodysuit().groupId)!.products[0];
/** A size the product does not come in gets an id the shop does not know (CART_ITEM_NOT_FOUND). */
const sizeId = (world: ShopWorld, size: string) => bodysuit(world).options.find((o) => o.size === size)?.id ?? 999;
const cart = (world: ShopWorld) => world.container.get(InMemoryCartGateway);
const add = (world: ShopWorld, size: string, quantity: number) =>
  world.container.get(AddToCart).execute({ groupBuyId: bodysuit(world).groupId, optionId: sizeId(world, size), quantity });

Given('{person}\'s cart is empty', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.equal(cart(this).lines.size, 0);
});
Given('{person} already has {int} of {string} in her cart', function (this: ShopWorld, person: Person, quantity: number, size: string) {
  this.actAs(person);
  actingAs(this, person);
  cart(this).lines.set(sizeId(this, size), quantity);
});
Given('{string} is no longer sold', function (this: ShopWorld, title: string) {
  assert.equal(bodysuit(this).title, title);
  catalog(this).with(PanelProductMother.groupBuy(PanelProductMother.bodysuit({ discontinued: true })));
});
Given('the shop cannot be reached', function (this: ShopWorld) {
  cart(this).failWith = new Error('offline');
});

When('{person} adds {int} of {string} to the cart', async function (this: ShopWorld, person: Person, quantity: number, size: string) {
  this.actAs(person);
  actingAs(this, person);
  // A visitor's add waits for the login it opened: it is heard when it ends (after a sign-in), not now.
  const adding = add(this, size, quantity).then((outcome) => this.hear(outcome));
  const ended = await Promise.race([adding.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10))]);
  if (!ended) this.waiting.push(adding);
});
When('{person} taps add to cart twice quickly for {string}', async function (this: ShopWorld, person: Person, size: string) {
  this.actAs(person);
  actingAs(this, person);
  const outcomes = await Promise.all([add(this, size, 1), add(this, size, 1)]);
  outcomes.forEach((outcome) => this.hear(outcome));
});

Then('{string} is in {person}\'s cart once with quantity {int}', function (this: ShopWorld, size: string, person: Person, quantity: number) {
  this.actAs(person);
  actingAs(this, person);
  assert.deepEqual([...cart(this).lines], [[sizeId(this, size), quantity]]);
});
Then('nothing is in {person}\'s cart', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.equal(cart(this).lines.size, 0);
});
Then('the cart badge shows {int}', function (this: ShopWorld, count: number) {
  assert.equal(this.container.get(SessionStore).state$.getValue()?.cartCount, count);
});
Then('the shop records that {person} added {int} of {string}', function (this: ShopWorld, person: Person, quantity: number, size: string) {
  this.actAs(person);
  actingAs(this, person);
  assert.deepEqual(this.container.get(InMemoryTracking).events, [{ optionId: sizeId(this, size), quantity, groupBuyId: bodysuit(this).groupId }]);
});
Then('the shop records no add to cart', function (this: ShopWorld) {
  assert.deepEqual(this.container.get(InMemoryTracking).events, []);
});

Given('{person} has not confirmed her age', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.equal(this.container.get(NeedsAdultConfirmation).execute(), true);
});
When('{person} confirms her age', function (this: ShopWorld, p: Person) {
  this.actAs(p); this.container.get(ConfirmAdult).execute(); });
When('{person} cancels the age confirmation', function (this: ShopWorld, p: Person) {
  this.actAs(p); this.container.get(CancelAdult).execute(); });
When('{int} minutes pass', function (this: ShopWorld, minutes: number) { this.clock.advance(minutes * 60_000); });
Then('adult-only goods are unmasked for {person}', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.equal(this.container.get(NeedsAdultConfirmation).execute(), false);
});
Then('adult-only goods are masked for {person}', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.equal(this.container.get(NeedsAdultConfirmation).execute(), true);
});

/** A card is shown from what the shop lists; the scenario names only the numbers that matter. */
const cards = new WeakMap<ShopWorld, ReturnType<typeof toGroupBuyCard>>();
When('a group-buy card has price {int}, original price {int} and {int} likes', function (this: ShopWorld, price: number, original: number, likes: number) {
  cards.set(this, toGroupBuyCard({ id: 1, url: '/groupbuy/1', title: TITLE, desc: '', label: null, price, originalPrice: original, priceSuffix: null, image: null, likeCount: likes, isAdultOnly: false }));
});
Then('the card shows {string} instead of a price, no original price and no likes', function (this: ShopWorld, text: string) {
  const card = cards.get(this)!;
  assert.deepEqual([card.price, card.priceSpecialText, card.originalPrice, card.likeCount], [null, text, null, null]);
});
