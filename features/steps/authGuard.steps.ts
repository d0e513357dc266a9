import assert from 'node:assert/strict';
import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import { guardRoute, type AuthRequirement, type GuardDecision } from '../../src/domain/auth/authGuard';
import { signInReason } from '../../src/domain/auth/signInReason';
import type { Person } from '../support/people';
import { ensureAccount, signIn } from '../support/tasks';
import type { ShopWorld } from '../support/world';

defineParameterType({ name: 'page', regexp: /member area|order list|cart|about page/, transformer: (text: string) => text });

/** Where each page lives, for the line the sign-in shows. */
const PATHS: Record<string, string> = { 'member area': '/member', 'order list': '/member/orders', cart: '/groupbuy/shoppingcart', 'about page': '/about' };

/** Places a visitor can be sent, by name. */
const PLACES: Record<string, string> = { home: '/', 'the mall': '/mall/all' };

const pages = new WeakMap<ShopWorld, Map<string, AuthRequirement>>();
/** The page the person opened and what the guard decided. */
const decisions = new WeakMap<ShopWorld, { page: string; decision: GuardDecision }>();
const pagesOf = (world: ShopWorld) => pages.get(world) ?? pages.set(world, new Map()).get(world)!;

Given('the {page} is for members and sends visitors to the mall', function (this: ShopWorld, page: string) {
  pagesOf(this).set(page, { requiresAuth: true, redirectTo: PLACES['the mall'] });
});

Given('the {page} is for members', function (this: ShopWorld, page: string) {
  pagesOf(this).set(page, { requiresAuth: true });
});

Given('the {page} is for everyone', function (this: ShopWorld, page: string) {
  pagesOf(this).set(page, { requiresAuth: false });
});

Given('{person} is signed in', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  await ensureAccount(this, person);
  await signIn(this, person);
});

When('{person} opens the {page}', function (this: ShopWorld, person: Person, page: string) {
  this.actAs(person);
  decisions.set(this, { page, decision: guardRoute(pagesOf(this).get(page)!, this.meta?.signedIn ?? false) });
});

Then(/^(?:Amy|Ben) is sent (home|to the mall)$/, function (this: ShopWorld, place: string) {
  assert.deepEqual(decisions.get(this)?.decision, { allowed: false, redirectTo: PLACES[place.replace(/^to /, '')] });
});

Then('{person} sees the {page}', function (this: ShopWorld, person: Person, page: string) {
  this.actAs(person);
  assert.deepEqual(decisions.get(this), { page, decision: { allowed: true } });
});

Then('the sign-in tells {person} {string}', function (this: ShopWorld, person: Person, line: string) {
  this.actAs(person);
  const opened = decisions.get(this)!;
  assert.equal(opened.decision.allowed, false);
  assert.equal(signInReason(PATHS[opened.page]), line);
});
