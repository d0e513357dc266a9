import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { FollowOption } from '../../src/application/purchase/FollowOption';
import { UnfollowOption } from '../../src/application/purchase/UnfollowOption';
import { WishListStore } from '../../src/application/purchase/stores';
import { LoginDialogController } from '../../src/application/shell/LoginDialogController';
import { SessionStore } from '../../src/application/shell/SessionStore';
import { followedOptionIds } from '../../src/domain/purchase/GroupBuyDetail';
import { actionButtonState, decrease, increase, needsSizeChoice, openPanel, selectOption, selectedOption, soldOutTexts, withFollowed, type OptionPanelState } from '../../src/domain/purchase/optionPanel';
import { BUTTON_LABELS } from '../../src/domain/purchase/messages';
import { isSoldOut, type PanelProduct } from '../../src/domain/purchase/PurchaseOption';
import { CHOOSE_SIZE_LABEL } from '../../src/domain/purchase/buttonLabels';
import { PurchaseCopy } from '../../src/ui/pages/purchase/messages';
import { InMemoryPurchaseCatalog, InMemoryWishListGateway } from '../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../../tests/application/mothers/PanelProductMother';
import { UserMetaMother } from '../../tests/application/mothers/UserMetaMother';
import type { Person } from '../support/people';
import { actingAs } from '../support/tasks';
import type { ShopWorld } from '../support/world';

/** The option panel a buyer has open, kept beside the World (one per scenario, as the World is). */
const panels = new WeakMap<ShopWorld, OptionPanelState>();

/** The shop's catalog holds the one product of the specs; a step naming another product is a mistake in the spec. */
function product(world: ShopWorld, title: string): PanelProduct {
  const catalog = world.container.get(InMemoryPurchaseCatalog);
  if (catalog.groupBuys.size === 0) catalog.with(PanelProductMother.groupBuy());
  const found = [...catalog.groupBuys.values()].flatMap((g) => g.products).find((p) => p.title === title);
  assert.ok(found, `the shop sells no "${title}"`);
  return found;
}
/** The option id of a size; a size the product does not come in gets an id the shop does not know. */
const sizeId = (world: ShopWorld, size: string, title = '有機棉包屁衣') => product(world, title).options.find((o) => o.size === size)?.id ?? 999;
const panel = (world: ShopWorld) => {
  const open = panels.get(world);
  assert.ok(open, 'no option panel is open');
  return withFollowed(open, followedOptionIds(world.container.get(WishListStore).state$.getValue()));
};
const change = (world: ShopWorld, next: OptionPanelState) => panels.set(world, next);

Given('{person} opens the option panel of {string}', function (this: ShopWorld, p: Person, title: string) {
  this.actAs(p);
  change(this, openPanel(product(this, title)));
});
When('{person} raises the quantity {int} times', function (this: ShopWorld, p: Person, times: number) {
  this.actAs(p);
  for (let i = 0; i < times; i++) change(this, increase(panel(this)));
});
When('{person} lowers the quantity {int} times', function (this: ShopWorld, p: Person, times: number) {
  this.actAs(p);
  for (let i = 0; i < times; i++) change(this, decrease(panel(this)));
});
When('{person} raises the quantity {int} times and chooses {string}', function (this: ShopWorld, p: Person, times: number, size: string) {
  this.actAs(p);
  for (let i = 0; i < times; i++) change(this, increase(panel(this)));
  change(this, selectOption(panel(this), sizeId(this, size)));
});
When('{person} chooses {string}', function (this: ShopWorld, p: Person, size: string) {
  this.actAs(p);
  change(this, selectOption(panel(this), sizeId(this, size)));
});
Then('size {string} is chosen with quantity {int}', function (this: ShopWorld, size: string, quantity: number) {
  assert.equal(selectedOption(panel(this))?.size, size);
  assert.equal(panel(this).quantity, quantity);
});
Then('the action button says {string}', function (this: ShopWorld, label: string) {
  const state = panel(this);
  assert.equal(needsSizeChoice(state) ? CHOOSE_SIZE_LABEL : BUTTON_LABELS[actionButtonState(state)], label);
});
Then('no size is chosen', function (this: ShopWorld) {
  assert.equal(selectedOption(panel(this)), null);
});
/** What the picker prints under a size: its own 限購 (the option panel's copy), none when sold out. */
const limitText = (world: ShopWorld, size: string) => {
  const option = panel(world).product.options.find((o) => o.size === size);
  assert.ok(option, `no size "${size}"`);
  return isSoldOut(option) ? null : PurchaseCopy.LIMIT(option.purchaseLimit);
};
Then('size {string} says {string}', function (this: ShopWorld, size: string, text: string) {
  assert.equal(limitText(this, size), text);
});
Then('size {string} shows no limit, being sold out', function (this: ShopWorld, size: string) {
  assert.equal(limitText(this, size), null);
});
Then('the panel says {string} and {string}', function (this: ShopWorld, title: string, hint: string) {
  assert.deepEqual(soldOutTexts(panel(this)), { title, hint });
});

Given('{person} is not signed in', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.container.get(SessionStore).resolve(UserMetaMother.signedOut());
});
/** Notify me or cancel it (SPEC §4.5) on the size chosen in the panel, hearing the outcome as a toast. */
async function notify(world: ShopWorld, size: string, title: string, follow: boolean): Promise<void> {
  change(world, selectOption(panels.get(world) ?? openPanel(product(world, title)), sizeId(world, size, title)));
  const input = { productId: product(world, title).itemId, optionId: sizeId(world, size, title) };
  world.hear(follow ? await world.container.get(FollowOption).execute(input) : await world.container.get(UnfollowOption).execute(input));
}
When('{person} asks to be notified when {string} of {string} is restocked', async function (this: ShopWorld, person: Person, size: string, title: string) {
  this.actAs(person);
  actingAs(this, person);
  await notify(this, size, title, true);
});
When('{person} asks for a restock notice for {string} of {string}', async function (this: ShopWorld, person: Person, size: string, title: string) {
  this.actAs(person);
  actingAs(this, person);
  await notify(this, size, title, true);
});
When('{person} cancels the restock notice for {string} of {string}', async function (this: ShopWorld, person: Person, size: string, title: string) {
  this.actAs(person);
  actingAs(this, person);
  await notify(this, size, title, false);
});
Given('the tracking list cannot be reached', function (this: ShopWorld) {
  this.container.get(InMemoryWishListGateway).failWith = new Error('503');
});
Then('{person} sees the toast {string}', function (this: ShopWorld, p: Person, text: string) {
  this.actAs(p);
  assert.deepEqual(this.told, [text]);
});
Then('{person} is told nothing', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.deepEqual(this.told, []);
});
Then('{person} is told {string} and then {string}', function (this: ShopWorld, p: Person, first: string, second: string) {
  this.actAs(p);
  assert.deepEqual(this.told, [first, second]);
});
Then('{string} is on {person}\'s tracking list', async function (this: ShopWorld, size: string, person: Person) {
  this.actAs(person);
  actingAs(this, person);
  assert.deepEqual((await this.container.get(InMemoryWishListGateway).brief()).products, [{ id: product(this, '有機棉包屁衣').itemId, optionIds: [sizeId(this, size)] }]);
});
Then('nothing is on {person}\'s tracking list', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.deepEqual(this.container.get(InMemoryWishListGateway).follows, []);
});
Then('nothing is on {person}\'s tracking list now', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  actingAs(this, person);
  assert.deepEqual((await this.container.get(InMemoryWishListGateway).brief()).products, []);
});
Then('the login opens saying {string}', function (this: ShopWorld, actionName: string) {
  assert.deepEqual(this.container.get(LoginDialogController).state$.getValue(), { open: true, actionName, redirectTo: null });
});
