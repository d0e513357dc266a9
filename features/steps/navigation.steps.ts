import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { LoginDialogController } from '../../src/application/shell/LoginDialogController';
import { RequireMember } from '../../src/application/shell/RequireMember';
import { SessionStore } from '../../src/application/shell/SessionStore';
import { formatBadgeCount } from '../../src/domain/badge/formatBadgeCount';
import { CART_PATH, NAV_TABS, type NavTabKey } from '../../src/domain/shell/bottomNav';
import type { Person } from '../support/people';
import { ensureAccount, openShop, signIn } from '../support/tasks';
import type { ShopWorld } from '../support/world';

/** Badge texts per tab as the bottom navigation would show them. */
const badges = new WeakMap<ShopWorld, Partial<Record<NavTabKey, string | null>>>();

Given('{person} is signed in with {int} items in her cart', async function (this: ShopWorld, person: Person, count: number) {
  this.actAs(person);
  await ensureAccount(this, person);
  this.userInfo.cartCount = count;
  await signIn(this, person);
});

Given('{person} is signed in with {int} unread notifications', async function (this: ShopWorld, person: Person, count: number) {
  this.actAs(person);
  await ensureAccount(this, person);
  this.userInfo.notificationCount = count;
  await signIn(this, person);
});

Given('{person} is browsing the shop', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  await openShop(this);
});

When('{person} looks at the bottom navigation', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  const session = this.container.get(SessionStore).state$.getValue();
  const counts = { cart: session?.cartCount ?? 0, notification: session?.notificationCount ?? 0 };
  badges.set(this, Object.fromEntries(NAV_TABS.map((tab) => [tab.key, tab.badge ? formatBadgeCount(counts[tab.badge]) : null])));
});

Then('the {word} tab shows no badge', function (this: ShopWorld, tab: NavTabKey) {
  assert.equal(badges.get(this)?.[tab], null);
});

Then('the {word} tab shows {string}', function (this: ShopWorld, tab: NavTabKey, text: string) {
  assert.equal(badges.get(this)?.[tab], text);
});

When('{person} taps the cart tab', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  // The tab's link goes on to the cart only when RequireMember lets the person through (BottomNavHost).
  this.sentTo = this.container.get(RequireMember).execute({ redirectTo: CART_PATH }).ok ? CART_PATH : null;
});

Then('the login dialog opens for {person}', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.container.get(LoginDialogController).state$.getValue().open, true);
  assert.equal(this.sentTo, null);
});

Then('after signing in {person} goes on to the cart', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.container.get(LoginDialogController).state$.getValue().redirectTo, CART_PATH);
});

Then('{person} goes to the cart', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.sentTo, CART_PATH);
  assert.equal(this.container.get(LoginDialogController).state$.getValue().open, false);
});

When('{person} signs in from the login dialog', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  await ensureAccount(this, person);
  await signIn(this, person);
  // The login dialog closes itself once the sign-in went through (LoginDialogHost).
  this.container.get(LoginDialogController).close();
  await Promise.all(this.waiting.splice(0));
});

When('{person} closes the login dialog', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  this.container.get(LoginDialogController).close();
  await Promise.all(this.waiting.splice(0));
});
