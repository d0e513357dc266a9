import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Person } from '../support/people';
import { ensureAccount, openShop } from '../support/tasks';
import type { ShopWorld } from '../support/world';

Given('{person} has an account with the nickname {string}', function (this: ShopWorld, person: Person, nickname: string) {
  ensureAccount(this, person, nickname);
});

Given('{person} signed in with a shop token {duration} ago', function (this: ShopWorld, person: Person, age: number) {
  ensureAccount(this, person);
  this.tokens.save(this.accounts.issueTokens(this.accounts.members.get(person.email)!.id));
  this.clock.advance(age);
});

Given('{person} holds a shop token the shop never issued', function (this: ShopWorld, _person: Person) {
  this.tokens.save({ accessToken: 'made-up', refreshToken: 'made-up', expiredAt: 0 });
});

Given('{person} signed in through a session', function (this: ShopWorld, person: Person) {
  ensureAccount(this, person);
  this.accounts.sessionMemberId = this.accounts.members.get(person.email)!.id;
});

Given('the shop looks visitors up by their session only', function (this: ShopWorld) {
  this.accounts.sessionOnly = true;
});

Given('{person} still holds an old shop token', function (this: ShopWorld, _person: Person) {
  this.tokens.save({ accessToken: 'old', refreshToken: 'old', expiredAt: 1 });
});

When('{person} opens the shop', async function (this: ShopWorld, _person: Person) {
  await openShop(this);
});

Then('{person} is signed in as {string}', function (this: ShopWorld, _person: Person, nickname: string) {
  assert.equal(this.meta?.signedIn, true);
  assert.equal(this.meta?.nickname, nickname);
});

Then('{person} is a visitor', function (this: ShopWorld, _person: Person) {
  assert.equal(this.meta?.signedIn, false);
  assert.equal(this.meta?.nickname, null);
});

Then('{person} (still )holds the same shop token', function (this: ShopWorld, _person: Person) {
  assert.deepEqual(this.tokens.read(), this.tokenBeforeVisit);
});

Then('{person} holds a new shop token', function (this: ShopWorld, _person: Person) {
  const token = this.tokens.read();
  assert.ok(token, 'expected a shop token');
  assert.notDeepEqual(token, this.tokenBeforeVisit);
});

Then('{person} no longer holds a shop token', function (this: ShopWorld, _person: Person) {
  assert.equal(this.tokens.read(), null);
});
