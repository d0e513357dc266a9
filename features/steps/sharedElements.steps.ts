import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CheckCustomerServiceHours } from '../../src/application/appBridge/CheckCustomerServiceHours';
import { PopupStack, popupsOf } from '../../src/application/shell/PopupStack';
import { NavigationProgress } from '../../src/application/shell/NavigationProgress';
import { FIRST_APP_COUPON_POPUP } from '../../src/domain/appInvite/couponPopup';
import { CUSTOMER_SERVICE_HOURS_TEXT, FIRST_APP_DOWNLOAD_COUPON_TWD } from '../../src/domain/constants';
import { appInviteMessages } from '../../src/ui/shell/appInviteMessages';
import { FOOTER_ABOUT_LINKS, FOOTER_SUPPORT_LINKS } from '../../src/ui/shell/shellLinks';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const WEEKDAYS: Record<string, string> = { Monday: '2026-11-23', Wednesday: '2026-11-25', Friday: '2026-11-27', Saturday: '2026-11-28', Sunday: '2026-11-29' };
const progress = (world: ShopWorld) => world.container.get(NavigationProgress).state$.getValue();
const looked = new WeakSet<ShopWorld>();

When('{person} looks at the footer', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  looked.add(this);
});
Then('the footer links to {string} and {string}', function (this: ShopWorld, about: string, support: string) {
  assert.ok(looked.has(this));
  assert.deepEqual([FOOTER_ABOUT_LINKS.map((l) => l.label).join(', '), FOOTER_SUPPORT_LINKS.map((l) => l.label).join(', ')], [about, support]);
});
Then('the footer tells the hours {string}', function (this: ShopWorld, hours: string) {
  assert.equal(CUSTOMER_SERVICE_HOURS_TEXT, hours);
});
Then('the footer promises a coupon worth {int} for the first app download', function (this: ShopWorld, amount: number) {
  assert.equal(FIRST_APP_DOWNLOAD_COUPON_TWD, amount);
  assert.ok(FIRST_APP_COUPON_POPUP.title.includes(`$${amount}`));
});

Given('it is {word} {word} in Taipei', function (this: ShopWorld, weekday: string, time: string) {
  assert.ok(WEEKDAYS[weekday], `no such weekday ${weekday}`);
  this.clock.set(Date.parse(`${WEEKDAYS[weekday]}T${time}:00+08:00`));
});
Then('the widget says the chat is {word}', function (this: ShopWorld, state: string) {
  assert.equal(this.container.get(CheckCustomerServiceHours).execute(), state);
});

Then('the invitation offers {string} and {string}', function (this: ShopWorld, primary: string, secondary: string) {
  const invitation = popupsOf(this.container.get(PopupStack).state$.getValue()).at(-1);
  // The dialog's buttons are the invite copy's; the phone steps decide whether it opens.
  assert.deepEqual([appInviteMessages.dialog.download, appInviteMessages.dialog.continueOnWeb], [primary, secondary]);
  assert.ok(invitation === undefined || invitation.popup.primaryText === primary);
});

When('{person} follows a link on her/his {word}', function (this: ShopWorld, p: Person, device: string) {
  this.actAs(p);
  assert.ok(['phone', 'computer'].includes(device), `no device ${device}`);
  this.container.get(NavigationProgress).start(device === 'phone' ? 'mobile' : 'desktop');
});
When('the page fails to load', function (this: ShopWorld) {
  this.container.get(NavigationProgress).fail();
});
Then('the progress bar is {word} at {int} percent', function (this: ShopWorld, color: string, percent: number) {
  assert.deepEqual([progress(this).color, progress(this).percent], [color, percent]);
});
Then('the progress bar is full', function (this: ShopWorld) {
  assert.deepEqual([progress(this).percent, progress(this).running], [100, false]);
});
Then('the progress bar is red', function (this: ShopWorld) {
  assert.equal(progress(this).color, 'red');
});
