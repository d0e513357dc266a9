import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Person } from '../support/people';
import { ensureAccount, openShop } from '../support/tasks';
import type { ShopWorld } from '../support/world';

Given('{person} has an account with the nickname {string}', async function (this: ShopWorld, person: Person, nickname: string) {
  this.actAs(person);
  await ensureAccount(this, person, nickname);
});

Given('{person} signed in with a shop token {duration} ago', async function (this: ShopWorld, person: Person, age: number) {
  this.actAs(person);
  await ensureAccount(this, person);
  await this.backstage.signInWithToken(person, this.tokens);
  this.backstage.advance(age);
});

Given('{person} holds a shop token the shop never issued', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  this.tokens.save({ accessToken: 'made-up', refreshToken: 'made-up', expiredAt: 0 });
});

Given('{person} signed in through a session', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  await ensureAccount(this, person);
  await this.backstage.signInWithSession(person, this.tokens);
});

Given('the shop looks visitors up by their session only', function (this: ShopWorld) {
  this.accounts.sessionOnly = true;
});

Given('{person} still holds an old shop token', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  this.tokens.save({ accessToken: 'old', refreshToken: 'old', expiredAt: 1 });
});

When('{person} opens the shop', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  await openShop(this);
});

Then('{person} is signed in as {string}', function (this: ShopWorld, person: Person, nickname: string) {
  this.actAs(person);
  assert.equal(this.meta?.signedIn, true);
  assert.equal(this.meta?.nickname, nickname);
});

Then('{person} is a visitor', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.meta?.signedIn, false);
  assert.equal(this.meta?.nickname, null);
});

Then('{person} (still )holds the same shop token', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.deepEqual(this.tokens.read(), this.tokenBeforeVisit);
});

Then('{person} holds a new shop token', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  const token = this.tokens.read();
  assert.ok(token, 'expected a shop token');
  assert.notDeepEqual(token, this.tokenBeforeVisit);
});

Then('{person} no longer holds a shop token', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.tokens.read(), null);
});
