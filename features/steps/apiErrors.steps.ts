import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ClientError } from '../../src/domain/errors/clientErrors';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const MEMBER_DATA = '/v1/member/profile-badges';
const error = (error_code: string, message: string, extra: object = {}) => ({ error_code, message, ...extra });

Given('{person} holds a shop token the service no longer accepts', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  this.api.tokens.save({ accessToken: 'rejected', refreshToken: 'refresh-1', expiredAt: 1_900_000_000 });
  this.api.answer('get', MEMBER_DATA, (request) =>
    request.headers['x-oauth-token'] === 'renewed'
      ? { status: 200, data: { data: { total_badge_number: 3 } } }
      : { status: 401, data: error('AUTH_100023', '登入狀態無效') },
  );
});

Given("the service will refresh {person}'s sign-in", function (this: ShopWorld, person: Person) {
  this.actAs(person);
  this.api.answer('post', '/api/auth/token', {
    status: 200,
    data: { data: { access_token: 'renewed', refresh_token: 'refresh-2', expired_at: 1_900_000_000 } },
  });
});

Given("the service says {person}'s refresh token has expired", function (this: ShopWorld, person: Person) {
  this.actAs(person);
  this.api.answer('post', '/api/auth/token', { status: 401, data: error('AUTH_100028', '登入已過期') });
  this.api.answer('post', '/v2/member/logout', { status: 200, data: { data: {} } });
});

When("{person}'s page asks the service for her member data", async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  await this.api.call(MEMBER_DATA);
});

Then("the page gets {person}'s member data", function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.deepEqual(this.api.response?.data, { data: { total_badge_number: 3 } });
});

Then('the rejected token is reported', function (this: ShopWorld) {
  assert.equal((this.api.reporter.reports[0]?.error as ClientError | undefined)?.code, 'AUTH_100023');
});

Then('{person} holds a new shop token from the service', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.api.tokens.read()?.accessToken, 'renewed');
});

Then('{person} is signed out', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.ok(this.api.calls().includes('post /v2/member/logout'), 'expected a sign-out call');
});

Then('{person} no longer holds a shop token from the service', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.api.tokens.read(), null);
});

Then('the page is reloaded', function (this: ShopWorld) {
  assert.equal(this.api.reloader.reloads, 1);
});
