import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { LoadNewestGroupBuys } from '../../src/application/catalog/LoadNewestGroupBuys';
import { InMemoryErrorReporter } from '../../src/infrastructure/reporting/InMemoryErrorReporter';
import { errorPageStatus } from '../../src/domain/errors/errorPage';
import { createApiClient } from '../../src/infrastructure/http/ApiClient';
import { ApiGroupBuyCatalog } from '../../src/infrastructure/http/ApiGroupBuyCatalog';
import { InMemoryGroupBuyCatalog } from '../../src/infrastructure/memory/InMemoryGroupBuyCatalog';
import type { ScriptedReply } from '../../src/infrastructure/memory/ScriptedHttpAdapter';
import { errorPageCopy } from '../../src/ui/pages/errors/errorCopy';
import { throwNotFound } from '../../src/ui/routes/routeErrors';
import { GroupBuyMother } from '../../tests/application/mothers/GroupBuyMother';
import type { Person } from '../support/people';
import { ensureAccount } from '../support/tasks';
import type { ShopWorld } from '../support/world';

/** The status of the page the person was shown. */
const statuses = new WeakMap<ShopWorld, number>();
const MALL_MENU = '/resource/mall-branches';

const FAILURES: Record<string, ScriptedReply> = {
  'breaks down': { status: 500, data: { error_code: 'GEN_000500', message: '系統錯誤' } },
  'cannot be reached': { failure: 'refused' },
  'is under maintenance': { status: 503, data: { error_code: 'GEN_000503', message: '維護中' } },
  'refuses the visit': { status: 403, data: { error_code: 'GEN_000403', message: '禁止' } },
  // A proxy in front of the shop answers its own HTML page: unknown middleware (SPEC §8).
  'answers through a broken gateway': { status: 502, data: '<html>502 Bad Gateway</html>' },
  'reports a broken gateway of its own': { status: 502, data: { error_code: 'GEN_000502', message: '上游服務沒有回應' } },
  'does not answer in 30 seconds': { failure: 'timeout' },
};

async function openPageCalling(world: ShopWorld, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
    statuses.set(world, 200);
  } catch (error) {
    statuses.set(world, errorPageStatus(error));
  }
}

Given('the shop\'s service breaks down', function (this: ShopWorld) { this.api.answer('get', MALL_MENU, FAILURES['breaks down']); });
Given('the shop\'s service cannot be reached', function (this: ShopWorld) { this.api.answer('get', MALL_MENU, FAILURES['cannot be reached']); });
Given('the shop\'s service is under maintenance', function (this: ShopWorld) { this.api.answer('get', MALL_MENU, FAILURES['is under maintenance']); });
Given('the shop\'s service refuses the visit', function (this: ShopWorld) { this.api.answer('get', MALL_MENU, FAILURES['refuses the visit']); });
Given('the shop\'s service answers through a broken gateway', function (this: ShopWorld) { this.api.answer('get', MALL_MENU, FAILURES['answers through a broken gateway']); });
Given('the shop\'s service reports a broken gateway of its own', function (this: ShopWorld) { this.api.answer('get', MALL_MENU, FAILURES['reports a broken gateway of its own']); });
Given('the shop\'s service does not answer in {int} seconds', function (this: ShopWorld, seconds: number) {
  assert.equal(seconds * 1000, this.api.http.defaults.timeout, 'the client gives up after its timeout');
  this.api.answer('get', MALL_MENU, FAILURES['does not answer in 30 seconds']);
});
Given('the shop\'s service answers {int} to the mall menu', function (this: ShopWorld, status: number) {
  this.api.answer('get', MALL_MENU, { status, data: status === 502 ? '<html>502 Bad Gateway</html>' : { error_code: `GEN_000${status}`, message: '失敗' } });
});
Given('the newest group-buys are {string} and {string}', function (this: ShopWorld, first: string, second: string) {
  this.container.get(InMemoryGroupBuyCatalog).withList('all', 'newest', [GroupBuyMother.card(1, { title: first }), GroupBuyMother.card(2, { title: second })]);
});

When('{person} opens a page that needs the mall menu', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  await openPageCalling(this, () => new ApiGroupBuyCatalog(createApiClient(this.api.http, { parseAnswers: true })).mallMenu());
});
When('{person} opens a group-buy that no longer exists', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  await openPageCalling(this, () => this.api.http.get('/v3/shopping/groupbuy/999999'));
});
When('{person} opens an address the shop has no page for', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  try {
    throwNotFound();
  } catch (thrown) {
    statuses.set(this, (thrown as { init?: { status?: number } }).init?.status ?? 500);
  }
});

Then('{person} sees the page {string} saying {string}', function (this: ShopWorld, p: Person, heading: string, body: string) {
  this.actAs(p);
  const copy = errorPageCopy(statuses.get(this)!);
  assert.deepEqual([copy.heading, copy.body], [heading, body]);
});
Then('the page answers {int}', function (this: ShopWorld, status: number) {
  assert.equal(statuses.get(this), status);
});
Then('the page is titled {string}', function (this: ShopWorld, title: string) {
  assert.equal(errorPageCopy(statuses.get(this)!).documentTitle, title);
});
Then('{person} is offered the newest group-buys {string} and {string}', async function (this: ShopWorld, p: Person, first: string, second: string) {
  this.actAs(p);
  const newest = await this.container.get(LoadNewestGroupBuys).execute();
  assert.deepEqual(newest.cards.map((card) => card.title), [first, second]);
});

Then('the team hears of the {int} from the mall menu', function (this: ShopWorld, status: number) {
  assert.deepEqual(this.api.reporter.reports.map((r) => [(r.error as { status?: number }).status, (r.context as { url?: string } | undefined)?.url]), [[status, MALL_MENU]]);
});

Given('the shop\'s user info leaves out {person}\'s member id', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  await ensureAccount(this, person);
  this.userInfo.distort = (meta) => (meta.email === person.email ? { ...meta, id: null } : meta);
});
Given('the shop\'s user info\'s second signed-in field says {string}', function (this: ShopWorld, value: string) {
  this.userInfo.distort = (meta) => ({ ...meta, signedInAlias: value === 'true' });
});
Then('the team hears {string}', function (this: ShopWorld, message: string) {
  assert.deepEqual(this.container.get(InMemoryErrorReporter).reports.map((r) => String((r.error as Error).message)), [message]);
});
Then('the team hears nothing', function (this: ShopWorld) {
  assert.deepEqual(this.container.get(InMemoryErrorReporter).reports, []);
});
Then('{person} is still browsing the shop', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.meta?.email, person.email);
});
