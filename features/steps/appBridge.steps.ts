import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { FollowScrollInApp } from '../../src/application/appBridge/FollowScrollInApp';
import { FollowToolbarInApp } from '../../src/application/appBridge/FollowToolbarInApp';
import { OpenCustomerService, type CustomerServiceChannel } from '../../src/application/appBridge/OpenCustomerService';
import { SyncCartWithApp } from '../../src/application/appBridge/SyncCartWithApp';
import { TellAppSelectedOption } from '../../src/application/appBridge/TellAppSelectedOption';
import { ClearUtm } from '../../src/application/auth/ClearUtm';
import { SessionStore } from '../../src/application/shell/SessionStore';
import { webChromeFor } from '../../src/domain/appBridge/inAppChrome';
import type { AppBridgeMessage } from '../../src/domain/appBridge/messages';
import { InMemoryPurchaseCatalog } from '../../src/infrastructure/memory/InMemoryPurchase';
import { RecordingAppBridge } from '../../src/infrastructure/native-bridge/RecordingAppBridge';
import { PanelProductMother } from '../../tests/application/mothers/PanelProductMother';
import { UserMetaMother } from '../../tests/application/mothers/UserMetaMother';
import type { Person } from '../support/people';
import { actingAs } from '../support/tasks';
import type { ShopWorld } from '../support/world';

const VIEWPORT = 800;
const app = (world: ShopWorld) => world.container.get(RecordingAppBridge);
/** What the app has heard since the person started shopping (the count it starts with is not news). */
const heard = new WeakMap<ShopWorld, number>();
const news = (world: ShopWorld): AppBridgeMessage[] => app(world).received.slice(heard.get(world) ?? 0);
const lastChannel = new WeakMap<ShopWorld, CustomerServiceChannel>();

function shop(world: ShopWorld, version: string | null) {
  if (version) app(world).openInApp(version);
  world.container.get(SyncCartWithApp).execute();
  heard.set(world, app(world).received.length);
}
const product = (world: ShopWorld, title: string) => {
  const catalog = world.container.get(InMemoryPurchaseCatalog);
  if (catalog.groupBuys.size === 0) catalog.with(PanelProductMother.groupBuy());
  const found = [...catalog.groupBuys.values()].flatMap((g) => g.products).find((p) => p.title === title);
  assert.ok(found, `the shop has no "${title}"`);
  return found;
};

Given('{person} shops inside the app version {string}', function (this: ShopWorld, p: Person, version: string) {
  this.actAs(p);
  shop(this, version);
});
Given('{person} shops in a web browser', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  shop(this, null);
});
Given('{person} opens the shop inside the app', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.container.get(SessionStore).resolve(UserMetaMother.signedOut({ fromApp: true, platform: 'android.app', appVersion: '7.2.0' }));
});
Given('{person} opens the shop in a phone browser', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.container.get(SessionStore).resolve(UserMetaMother.signedOut({ fromApp: false, platform: 'android.web' }));
});

When('{person} chooses {string} of {string}', function (this: ShopWorld, p: Person, size: string, title: string) {
  this.actAs(p);
  const item = product(this, title);
  const option = item.options.find((o) => o.size === size);
  assert.ok(option, `"${title}" has no size "${size}"`);
  this.container.get(TellAppSelectedOption).execute({ groupBuyId: item.groupId, productId: item.itemId, optionId: option.id, size });
});
When('{person} asks for customer service', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  lastChannel.set(this, this.container.get(OpenCustomerService).execute());
});
When('{person}\'s campaign attributes are cleared', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  await this.container.get(ClearUtm).execute();
});
When('{person} scrolls down {int} screens', function (this: ShopWorld, p: Person, screens: number) {
  this.actAs(p);
  for (let y = 0; y <= screens * VIEWPORT; y += VIEWPORT / 2) this.container.get(FollowScrollInApp).execute({ scrollY: y, viewportHeight: VIEWPORT });
});
When('{person} scrolls back to the top', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.container.get(FollowScrollInApp).execute({ scrollY: 0, viewportHeight: VIEWPORT });
});
When('{person} opens the checkout page', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.container.get(FollowToolbarInApp).execute({ checkoutPage: true });
});
When('{person} leaves the checkout page', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.container.get(FollowToolbarInApp).execute({ checkoutPage: false });
});

const actionsHeard = (world: ShopWorld) => news(world).map((m) => m.action);
Then('the app hears that the cart holds {int} item(s)', function (this: ShopWorld, count: number) {
  assert.deepEqual(news(this).filter((m) => m.action === 'updateShoppingCartCount').at(-1)?.payload, { count });
});
Then('the app hears that the cart\'s contents changed', function (this: ShopWorld) {
  assert.ok(actionsHeard(this).includes('setShoppingCartHash'));
});
Then('the app does not hear that the cart\'s contents changed', function (this: ShopWorld) {
  assert.ok(!actionsHeard(this).includes('setShoppingCartHash'));
});
Then('the app hears nothing', function (this: ShopWorld) {
  assert.deepEqual(news(this), []);
});
Then('the app hears that {string} of {string} is chosen', function (this: ShopWorld, size: string, title: string) {
  const item = product(this, title);
  const last = news(this).at(-1);
  assert.equal(last?.action, 'updateSelectedProd');
  assert.deepEqual(last.payload, { groupBuyId: item.groupId, productId: item.itemId, optionId: item.options.find((o) => o.size === size)!.id, size });
});
Then('the app opens its own customer service', function (this: ShopWorld) {
  assert.equal(lastChannel.get(this), 'app');
  assert.deepEqual(actionsHeard(this), ['openCustomerService']);
});
Then('the web customer-service card opens', function (this: ShopWorld) {
  assert.equal(lastChannel.get(this), 'web');
});
Then('the app is told to forget its campaign data', function (this: ShopWorld) {
  assert.ok(actionsHeard(this).includes('cleanAppUtmData'));
});
Then('the app shows its back-to-top button', function (this: ShopWorld) {
  assert.deepEqual(actionsHeard(this), ['openScrollUpState']);
});
Then('the app hides its back-to-top button and knows the page is at the top', function (this: ShopWorld) {
  assert.deepEqual(actionsHeard(this).slice(-2), ['closeScrollUpState', 'scrollTop']);
});
Then('the app hides its toolbar', function (this: ShopWorld) {
  assert.equal(actionsHeard(this).at(-1), 'hideToolbar');
});
Then('the app shows its toolbar again', function (this: ShopWorld) {
  assert.equal(actionsHeard(this).at(-1), 'showToolbar');
});

const chrome = (world: ShopWorld, person: Person) => {
  actingAs(world, person);
  assert.ok(world.meta, 'the shop has not loaded the visitor yet');
  return webChromeFor(world.meta);
};
Then('{person} sees no footer, bottom navigation or banners', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  const { footer, bottomNav, banners } = chrome(this, person);
  assert.deepEqual({ footer, bottomNav, banners }, { footer: false, bottomNav: false, banners: false });
});
Then('{person}\'s header has no cart button or sign-in: the app has its own', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  const { headerCart, headerSignIn } = chrome(this, person);
  assert.deepEqual({ headerCart, headerSignIn }, { headerCart: false, headerSignIn: false });
});
Then('{person}\'s header has a cart button and sign-in', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  const { headerCart, headerSignIn } = chrome(this, person);
  assert.deepEqual({ headerCart, headerSignIn }, { headerCart: true, headerSignIn: true });
});
