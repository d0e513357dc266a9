import assert from 'node:assert/strict';
import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import { EntryNotificationSeed } from '../../src/application/notifications/EntryNotificationSeed';
import { DismissNotification } from '../../src/application/notifications/DismissNotification';
import { LoadProfileBadges } from '../../src/application/notifications/LoadProfileBadges';
import { MarkProfileBadgeSeen } from '../../src/application/notifications/MarkProfileBadgeSeen';
import { NotificationPopupStore } from '../../src/application/notifications/NotificationPopupStore';
import { ShowNotification } from '../../src/application/notifications/ShowNotification';
import { LoginDialogController } from '../../src/application/shell/LoginDialogController';
import type { NotificationPageType } from '../../src/domain/notifications/notification';
import { isHighlighted, showsProfileBadges, type ProfileBadges, type ProfileBadgeType } from '../../src/domain/notifications/profileBadges';
import { isPopupHidden, type LinkAction, type ViewportState } from '../../src/domain/notifications/rules';
import { ManualPageVisibility, RecordingDeveloperLog } from '../../src/infrastructure/browser/DocumentPageVisibility';
import { InMemoryNotificationGateway, InMemoryProfileBadges } from '../../src/infrastructure/memory/InMemoryNotifications';
import { ManualScheduler } from '../../src/infrastructure/timers/ManualScheduler';
import { NotificationMother } from '../../tests/application/notifications/NotificationMother';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const SITE = 'https://jiutuan.example';
const APP_STORE = 'https://apps.apple.com/tw/app/jiutuan';
const PLACES: Record<string, string> = {
  'the home page': '/', 'a product page': '/market/123', 'a question page': '/qa/12', 'a shopping guide': '/guide/3', 'her order list': '/member/orders',
};
const PAGE_TYPES: Record<string, NotificationPageType> = { 'shopping pages': 'ec', 'Q&A pages': 'qa', 'shopping guides': 'article' };
const MEMBER_PAGES: Record<string, { path: string; type: ProfileBadgeType }> = {
  我的折價券: { path: '/member/coupon', type: 'coupon' }, 我的購物金: { path: '/member/cash', type: 'cash' },
};

defineParameterType({ name: 'place', regexp: /the home page|a product page|a question page|a shopping guide|her order list/, transformer: (t: string) => PLACES[t] });
defineParameterType({ name: 'pages', regexp: /shopping pages|Q&A pages|shopping guides/, transformer: (t: string) => PAGE_TYPES[t] });

/** Per scenario: where the last click led, her window, the red dots she saw last. */
const clicks = new WeakMap<ShopWorld, LinkAction | null>();
const viewports = new WeakMap<ShopWorld, ViewportState>();
const shop = (w: ShopWorld) => w.container.get(InMemoryNotificationGateway);
const notice = (w: ShopWorld) => w.container.get(NotificationPopupStore).state$.getValue()?.notification ?? null;
const pass = (w: ShopWorld, ms: number) => w.container.get(ManualScheduler).advance(ms);

Given(/^the shop offers the mission "([^"]+)" on (shopping pages|Q&A pages|shopping guides)(?:, after (\d+) seconds|, for (\d+) seconds)?$/,
  function (this: ShopWorld, title: string, type: NotificationPageType, delay?: string, timer?: string) {
    // The page words went through the {pages} parameter type already.
    shop(this).missions.set(type, NotificationMother.mission({ title, delay: Number(delay ?? 0), timer: timer ? Number(timer) : null }));
  });
Given('the shop offers the mission {string} leading to the app store on {pages}', function (this: ShopWorld, title: string, type: NotificationPageType) {
  shop(this).missions.set(type, NotificationMother.mission({ title, link: APP_STORE }));
});
Given('{person} has the note {string}', function (this: ShopWorld, p: Person, title: string) {
  this.actAs(p);
  shop(this).normals.push(NotificationMother.normal({ id: shop(this).normals.length + 1, title }));
});
Given('the shop served {place} to {person} with the notice {string}', function (this: ShopWorld, pathname: string, p: Person, title: string) {
  this.actAs(p);
  this.container.get(EntryNotificationSeed).seed({ pathname, signedIn: this.meta?.signedIn ?? false, notification: NotificationMother.mission({ title }) });
});
Given('the notice service is down', function (this: ShopWorld) { shop(this).failing = true; });

When('{person} opens {place}', async function (this: ShopWorld, p: Person, pathname: string) {
  this.actAs(p);
  await this.container.get(ShowNotification).execute({ pathname, signedIn: this.meta?.signedIn ?? false });
  pass(this, 0);
});
When(/^Amy comes back (\d+) seconds? later$/, function (this: ShopWorld, seconds: string) { this.clock.advance(Number(seconds) * 1000); });
When('{person} spends {duration} in another tab and comes back', function (this: ShopWorld, p: Person, ms: number) {
  this.actAs(p);
  this.container.get(ManualPageVisibility).set(false);
  pass(this, ms);
  this.container.get(ManualPageVisibility).set(true);
});
When('{person} closes the notice', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  clicks.set(this, await this.container.get(DismissNotification).execute({ how: 'close' }));
});
When('{person} follows the notice', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  clicks.set(this, await this.container.get(DismissNotification).execute({ how: 'click', siteOrigin: SITE }));
});

Then('{person} sees the notice {string}', function (this: ShopWorld, p: Person, title: string) {
  this.actAs(p); assert.equal(notice(this)?.title, title); });
Then('{person} sees no notice', function (this: ShopWorld, p: Person) {
  this.actAs(p); assert.equal(notice(this), null); });
Then('the shop knows {person} has read {string}', function (this: ShopWorld, p: Person, title: string) {
  this.actAs(p);
  assert.deepEqual(shop(this).normalReads, shop(this).normals.filter((n) => n.title === title).map((n) => n.id));
});
Then('the login dialog opens for {person}, leading to the new-customer gift', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.deepEqual(this.container.get(LoginDialogController).state$.getValue(), { open: true, actionName: null, redirectTo: '/event-new-customer-gift' });
});
Then('the shop is not told, since {person} is not signed in', function (this: ShopWorld, p: Person) {
  this.actAs(p); assert.equal(shop(this).missionReads, 0); });
Then('{person} is taken to her unpaid orders', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.deepEqual(clicks.get(this), { kind: 'navigate', path: '/member/order/unpaid' });
});
Then('{person} leaves the shop for the app store', function (this: ShopWorld, p: Person) {
  this.actAs(p); assert.deepEqual(clicks.get(this), { kind: 'leave', url: APP_STORE }); });
Then('the failure is only noted for developers', function (this: ShopWorld) {
  assert.ok(this.container.get(RecordingDeveloperLog).lines.length > 0);
  assert.deepEqual(this.told, []);
});

Given(/^Amy's window is (\d+)% of her screen and she is (typing|not typing)$/, function (this: ShopWorld, height: string, typing: string) {
  viewports.set(this, { editing: typing === 'typing', windowHeight: Number(height) * 10, screenHeight: 1000 });
});
Then(/^the notice is (shown|hidden)$/, function (this: ShopWorld, shown: string) { assert.equal(isPopupHidden(viewports.get(this)!), shown === 'hidden'); });

// Red dots (SPEC §7): the member area reads them through LoadProfileBadges, like the page does.
const dots = new WeakMap<ShopWorld, ProfileBadges>();
const look = async (w: ShopWorld) => dots.set(w, await w.container.get(LoadProfileBadges).execute());
Given('{person} has received a new coupon', function (this: ShopWorld, p: Person) {
  this.actAs(p); this.container.get(InMemoryProfileBadges).highlighted.add('coupon'); });
When('{person} is granted shopping credit', function (this: ShopWorld, p: Person) {
  this.actAs(p); this.container.get(InMemoryProfileBadges).highlighted.add('cash'); });
Given('{person} has looked at her member area', async function (this: ShopWorld, p: Person) {
  this.actAs(p); await look(this); });
When('{person} opens {string}', async function (this: ShopWorld, p: Person, page: string) {
  this.actAs(p);
  await this.container.get(MarkProfileBadgeSeen).execute(MEMBER_PAGES[page].path);
});
Then(/^(?:Amy) sees (a|no) red dot beside "([^"]+)"$/, async function (this: ShopWorld, a: string, page: string) {
  await look(this);
  assert.equal(isHighlighted(dots.get(this)!, MEMBER_PAGES[page].type), a === 'a');
});
Given(/^a parent who is (signed in on the web|signed in inside the app|a visitor)$/, function (this: ShopWorld, who: string) {
  viewers.set(this, { signedIn: who !== 'a visitor', inApp: who.includes('app') });
});
const viewers = new WeakMap<ShopWorld, { signedIn: boolean; inApp: boolean }>();
Then(/^she (sees|does not see) red dots$/, function (this: ShopWorld, sees: string) { assert.equal(showsProfileBadges(viewers.get(this)!), sees === 'sees'); });
