import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { OpenCustomerService } from '../../src/application/appBridge/OpenCustomerService';
import { ShowCouponPopup } from '../../src/application/appInvite/ShowCouponPopup';
import { PopupStack } from '../../src/application/shell/PopupStack';
import { TrackEngagement } from '../../src/application/tracking/TrackEngagement';
import { NAV_TABS } from '../../src/domain/shell/bottomNav';
import { InMemoryAnalytics } from '../../src/infrastructure/memory/InMemoryAnalytics';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

/** Where the popup's primary button led the person, as the popup host follows primaryPath. */
const ledTo = new WeakMap<ShopWorld, string>();
const events = (world: ShopWorld) => world.container.get(InMemoryAnalytics).events;
const topPopup = (world: ShopWorld) => {
  const entry = world.container.get(PopupStack).active();
  assert.ok(entry, 'no popup is shown');
  return entry;
};

When('{person} taps the footer\'s coupon promo on {string}', function (this: ShopWorld, p: Person, path: string) {
  this.actAs(p);
  this.container.get(ShowCouponPopup).execute({ path, placement: 'footer' });
});
When('{person} closes the coupon popup', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  const entry = topPopup(this);
  // What the popup host does on the close button, the shadow or Escape.
  this.container.get(PopupStack).clear(entry.id);
  entry.actions.close?.();
});
When('{person} taps {string}', function (this: ShopWorld, p: Person, label: string) {
  this.actAs(p);
  const entry = topPopup(this);
  const primary = entry.popup.primaryText === label;
  assert.ok(primary || entry.popup.secondaryText === label, `the popup has no button ${label}`);
  this.container.get(PopupStack).clear(entry.id);
  if (primary) {
    entry.actions.primary?.();
    if (entry.popup.primaryPath) ledTo.set(this, entry.popup.primaryPath);
  } else entry.actions.secondary?.();
});
Then('the coupon popup leads {person} to {string}', function (this: ShopWorld, p: Person, path: string) {
  this.actAs(p);
  assert.equal(ledTo.get(this), path);
});
Then('the shop counted the coupon popup {string} then {string} on {string}', function (this: ShopWorld, first: string, second: string, path: string) {
  const counted = events(this).filter((e) => e.name.startsWith('coupon_popup_'));
  assert.deepEqual(counted.map((e) => [e.name, e.path, e.props.placement]), [
    [`coupon_popup_${first}`, path, 'footer'],
    [`coupon_popup_${second}`, path, 'footer'],
  ]);
});

When('{person} taps the {string} tab on {string}', function (this: ShopWorld, p: Person, tab: string, path: string) {
  this.actAs(p);
  assert.ok(NAV_TABS.some((t) => t.key === tab), `the bottom navigation has no tab ${tab}`);
  this.container.get(TrackEngagement).execute({ engagement: { kind: 'tab-click', tab }, path });
});
Then('the shop counted a tab click on {string} from {string}', function (this: ShopWorld, tab: string, path: string) {
  assert.deepEqual(events(this).map((e) => [e.name, e.path, e.props.tab]), [['tab_click', path, tab]]);
});

When('{person} opens the customer-service widget on {string}', function (this: ShopWorld, p: Person, path: string) {
  this.actAs(p);
  // The widget asks the app first (inside it), and counts the click either way.
  const channel = this.container.get(OpenCustomerService).execute();
  this.container.get(TrackEngagement).execute({ engagement: { kind: 'customer-service-click', channel }, path });
});
Then('the shop counted a customer-service click on the {string} from {string}', function (this: ShopWorld, channel: string, path: string) {
  assert.deepEqual(events(this).map((e) => [e.name, e.path, e.props.channel]), [['customer_service_click', path, channel]]);
});
