import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { isClientError, type ClientError } from '../../src/domain/errors/clientErrors';
import type { ScriptedReply } from '../support/apiStage';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const SOMETHING = '/v3/shopping/something';
const MEMBER_DATA = '/v1/member/profile-badges';
const error = (error_code: string, message: string, extra: object = {}) => ({ error_code, message, ...extra });

/** The service's answers, in the words of the spec. */
const ANSWERS: Record<string, ScriptedReply> = {
  'takes too long': { failure: 'timeout' },
  'is cut off': { failure: 'aborted' },
  'cannot be reached': { failure: 'refused' },
  'says it is under maintenance': { status: 503, data: error('GEN_000503', '系統維護中') },
  'says there is no such page': { status: 404, data: '' },
  'says there is no such thing': { status: 400, data: error('GEN_000002', '找不到資源') },
  'says the thing moved to the summer event': { status: 400, data: error('GEN_000001', '已移動', { link: { path: '/event/summer' } }) },
  'says Amy tried too often': { status: 429, data: error('GEN_000429', '嘗試次數過多，請稍後再試'), headers: { 'retry-after': '120' } },
  'says the refresh token is unknown': { status: 401, data: error('AUTH_100027', '登入狀態無效') },
  'says the refresh token has expired': { status: 401, data: error('AUTH_100028', '登入已過期') },
  'says the input is wrong': { status: 400, data: error('GEN_000400', '輸入資料有誤', { fields: { email: 'E-mail 格式不正確' } }) },
  'answers with a page nobody understands': { status: 500, data: '<html>oops</html>' },
  'forbids it': { status: 403, data: error('GEN_000403', '禁止存取') },
  'has a bad gateway': { status: 502, data: '' },
};

/** What the page meets, as checks on the thrown client exception. */
const FAILURES: Record<string, (failure: ClientError & Record<string, unknown>) => boolean> = {
  'a timeout': (f) => f.kind === 'request-timeout',
  'no answer at all': (f) => f.kind === 'network',
  'the service being unavailable': (f) => f.kind === 'service-unavailable' && f.status === 503,
  'nothing found': (f) => f.kind === 'not-found' && f.status === 404,
  'a redirect to the summer event': (f) => f.kind === 'redirect' && f.path === '/event/summer',
  'too many attempts, waiting 120 s': (f) => f.kind === 'too-many-attempts' && f.retryAfterSeconds === 120,
  'an invalid refresh token': (f) => f.kind === 'invalid-refresh-token' && f.code === 'AUTH_100027',
  'an expired refresh token': (f) => f.kind === 'expired-refresh-token' && f.code === 'AUTH_100028',
  'a parameter error on the e-mail': (f) => f.kind === 'parameter' && (f.fields as Record<string, string>).email === 'E-mail 格式不正確',
  'a general failure': (f) => f.kind === 'api' && f.status === 500,
};

const oneOf = (keys: string[]) => keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

function failureOf(world: ShopWorld): ClientError & Record<string, unknown> {
  assert.ok(isClientError(world.api.failure), `expected a client exception, got ${String(world.api.failure)}`);
  return world.api.failure as ClientError & Record<string, unknown>;
}

Given(new RegExp(`^the service (${oneOf(Object.keys(ANSWERS))})$`), function (this: ShopWorld, answer: string) {
  this.api.answer('get', SOMETHING, ANSWERS[answer]);
});

Given('the service refuses with {string} and says {string}', function (this: ShopWorld, code: string, message: string) {
  this.api.answer('get', SOMETHING, { status: 400, data: error(code, message) });
});

When("{person}'s page asks the service for something", async function (this: ShopWorld, _person: Person) {
  await this.api.call(SOMETHING);
});

Then(new RegExp(`^the page meets (${oneOf(Object.keys(FAILURES))})$`), function (this: ShopWorld, expected: string) {
  const failure = failureOf(this);
  assert.ok(FAILURES[expected](failure), `expected ${expected}, got ${failure.kind} ${failure.status} ${failure.code}`);
});

Then('the page meets the failure {string} saying {string}', function (this: ShopWorld, code: string, message: string) {
  const failure = failureOf(this);
  assert.deepEqual({ kind: failure.kind, code: failure.code, message: failure.message }, { kind: 'api', code, message });
});

Then('the page meets a failure with status {int}', function (this: ShopWorld, status: number) {
  assert.equal(failureOf(this).status, status);
});

Then('nothing is reported', function (this: ShopWorld) {
  assert.equal(this.api.reporter.reports.length, 0);
});

Then('the failure is reported', function (this: ShopWorld) {
  assert.equal(this.api.reporter.reports.length, 1);
  assert.equal(this.api.reporter.reports[0].error, this.api.failure);
});

Given('{person} holds a shop token the service no longer accepts', function (this: ShopWorld, _person: Person) {
  this.api.tokens.save({ accessToken: 'rejected', refreshToken: 'refresh-1', expiredAt: 1_900_000_000 });
  this.api.answer('get', MEMBER_DATA, (request) =>
    request.headers['x-oauth-token'] === 'renewed'
      ? { status: 200, data: { data: { total_badge_number: 3 } } }
      : { status: 401, data: error('AUTH_100023', '登入狀態無效') },
  );
});

Given("the service will refresh {person}'s sign-in", function (this: ShopWorld, _person: Person) {
  this.api.answer('post', '/api/auth/token', {
    status: 200,
    data: { data: { access_token: 'renewed', refresh_token: 'refresh-2', expired_at: 1_900_000_000 } },
  });
});

Given("the service says {person}'s refresh token has expired", function (this: ShopWorld, _person: Person) {
  this.api.answer('post', '/api/auth/token', { status: 401, data: error('AUTH_100028', '登入已過期') });
  this.api.answer('post', '/v2/member/logout', { status: 200, data: { data: {} } });
});

When("{person}'s page asks the service for her member data", async function (this: ShopWorld, _person: Person) {
  await this.api.call(MEMBER_DATA);
});

Then("the page gets {person}'s member data", function (this: ShopWorld, _person: Person) {
  assert.deepEqual(this.api.response?.data, { data: { total_badge_number: 3 } });
});

Then('the rejected token is reported', function (this: ShopWorld) {
  assert.equal((this.api.reporter.reports[0]?.error as ClientError | undefined)?.code, 'AUTH_100023');
});

Then('{person} holds a new shop token from the service', function (this: ShopWorld, _person: Person) {
  assert.equal(this.api.tokens.read()?.accessToken, 'renewed');
});

Then('{person} is signed out', function (this: ShopWorld, _person: Person) {
  assert.ok(this.api.calls().includes('post /v2/member/logout'), 'expected a sign-out call');
});

Then('{person} no longer holds a shop token from the service', function (this: ShopWorld, _person: Person) {
  assert.equal(this.api.tokens.read(), null);
});

Then('the page is reloaded', function (this: ShopWorld) {
  assert.equal(this.api.reloader.reloads, 1);
});
