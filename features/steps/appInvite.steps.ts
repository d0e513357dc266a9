import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AnswerAppInvite } from '../../src/application/appInvite/AnswerAppInvite';
import { OpenAppInvite } from '../../src/application/appInvite/OpenAppInvite';
import { PlanAppRedirect } from '../../src/application/appInvite/PlanAppRedirect';
import { CloseSmartBanner, DecideSmartBanner } from '../../src/application/appInvite/SmartBannerRules';
import { PopupStack, popupsOf } from '../../src/application/shell/PopupStack';
import { ToastCenter } from '../../src/application/shell/ToastCenter';
import { smartBannerFor } from '../../src/domain/appInvite/smartBanner';
import type { Platform } from '../../src/domain/user/UserMeta';
import { ManualScheduler } from '../../src/infrastructure/timers/ManualScheduler';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

interface Phone { platform: Platform; signedIn: boolean; hasInstalledApp: boolean | null; userAgent: string; path: string; invited: boolean; redirect: string | null }
const phones = new WeakMap<ShopWorld, Phone>();
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

function phoneOf(world: ShopWorld): Phone {
  const phone = phones.get(world);
  assert.ok(phone, 'say first which phone the person browses on');
  return phone;
}
const browse = (world: ShopWorld, phone: Partial<Phone>) =>
  phones.set(world, { platform: 'android.web', signedIn: false, hasInstalledApp: null, userAgent: SAFARI, path: '/', invited: false, redirect: null, ...phone });
const open = (world: ShopWorld, routeName: string, path: string, optsOut = false) => {
  const phone = phoneOf(world);
  phone.path = path;
  const inApp = phone.platform.endsWith('.app');
  phone.invited = world.container.get(OpenAppInvite).execute({ platform: phone.platform, inApp, routeName, routeOptsOut: optsOut, fullPath: path });
};

Given('{person} browses on an Android phone', function (this: ShopWorld, p: Person) {
  this.actAs(p); browse(this, { platform: 'android.web' }); });
Given('{person} browses on her iPhone', function (this: ShopWorld, p: Person) {
  this.actAs(p); browse(this, { platform: 'ios.web' }); });
Given('{person} browses inside the shop\'s app', function (this: ShopWorld, p: Person) {
  this.actAs(p); browse(this, { platform: 'android.app' }); });
Given('{person} browses on her iPhone, signed in, with the app installed', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  browse(this, { platform: 'ios.web', signedIn: true, hasInstalledApp: true });
});
Given('{person} browses on her iPhone inside LINE', function (this: ShopWorld, p: Person) {
  this.actAs(p); browse(this, { platform: 'ios.web', userAgent: `${SAFARI} Line/13.1.0` }); });

Given('{person} answered the app invitation with {string}', function (this: ShopWorld, p: Person, button: string) {
  this.actAs(p);
  assert.ok(['下載 App', '先逛網頁'].includes(button), `the dialog has no button ${button}`);
  this.container.get(AnswerAppInvite).execute();
});
When('{duration} pass(es) on the phone', function (this: ShopWorld, ms: number) { this.clock.advance(ms); });
When('{person} opens the same product page twice', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  open(this, 'item', '/market/101');
  open(this, 'item', '/market/101');
});
When('{person} reads the same Q&A question twice', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  open(this, 'qaPage', '/qa/5', true);
  open(this, 'qaPage', '/qa/5', true);
});
When('{person} reads a Q&A question', function (this: ShopWorld, p: Person) {
  this.actAs(p); open(this, 'qaPage', '/qa/5', true); });
Then('{person} is invited to download the app', function (this: ShopWorld, p: Person) {
  this.actAs(p); assert.equal(phoneOf(this).invited, true); });
Then('{person} is not invited to download the app', function (this: ShopWorld, p: Person) {
  this.actAs(p); assert.equal(phoneOf(this).invited, false); });

const bannerFor = (world: ShopWorld) => {
  const phone = phoneOf(world);
  const shown = world.container.get(DecideSmartBanner).execute({ platform: phone.platform, inApp: false, signedIn: phone.signedIn, hasInstalledApp: phone.hasInstalledApp });
  return shown ? smartBannerFor(phone.path) : null;
};
When('{person} closes/closed the smart banner', function (this: ShopWorld, p: Person) {
  this.actAs(p); this.container.get(CloseSmartBanner).execute(); });
Then('{person} sees the smart banner {string}', function (this: ShopWorld, p: Person, title: string) {
  this.actAs(p); assert.equal(bannerFor(this)?.title, title); });
Then('{person} sees no smart banner', function (this: ShopWorld, p: Person) {
  this.actAs(p); assert.equal(bannerFor(this), null); });

When('{person} opens a product page from a campaign', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  const phone = phoneOf(this);
  phone.redirect = this.container.get(PlanAppRedirect).execute({
    platform: phone.platform, userAgent: phone.userAgent, referrer: '', origin: 'https://shop.example', fullPath: '/market/101?utm_source=line',
    freshDeviceId: 'device-cathy', entranceSendId: 'entrance-1',
  });
});
Then('{person} is sent to the app with the campaign, her device id and an entrance id', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  const link = new URL(phoneOf(this).redirect ?? 'about:blank');
  assert.equal(link.searchParams.get('utm_source'), 'line');
  assert.equal(link.searchParams.get('device_id'), 'device-cathy');
  assert.equal(link.searchParams.get('entrance_send_id'), 'entrance-1');
});

// SPEC §4.4: the one popup stack.
const later = (world: ShopWorld, seconds: number) => world.container.get(ManualScheduler).advance(seconds * 1000);
Given('the shop shows {person} the popup {string}', function (this: ShopWorld, p: Person, title: string) {
  this.actAs(p); this.container.get(PopupStack).set({ title }); });
Given('{int} seconds later the shop shows {person} the popup {string}', function (this: ShopWorld, seconds: number, p: Person, title: string) {
  this.actAs(p);
  later(this, seconds);
  this.container.get(PopupStack).set({ title });
});
Given('the shop shows {person} the toast {string}', function (this: ShopWorld, p: Person, text: string) {
  this.actAs(p); this.container.get(ToastCenter).show(text); });
When('{int} second(s) pass(es)', function (this: ShopWorld, seconds: number) { later(this, seconds); });
Then('{person} sees no popup', function (this: ShopWorld, p: Person) {
  this.actAs(p); assert.equal(this.container.get(PopupStack).active(), null); });
Then('{person} sees the popup {string} on top', function (this: ShopWorld, p: Person, title: string) {
  this.actAs(p);
  const popups = popupsOf(this.container.get(PopupStack).state$.getValue());
  assert.equal(popups.at(-1)?.popup.title, title);
});
Then('{person} sees no toast', function (this: ShopWorld, p: Person) {
  this.actAs(p); assert.deepEqual(this.container.get(ToastCenter).state$.getValue(), []); });
