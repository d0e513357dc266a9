import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { checkBuyer, type Buyer, type FieldErrors } from '../../src/domain/checkout/buyer';
import { firstFault, sectionFaults, type CheckoutSection, type SectionFaults } from '../../src/domain/checkout/checkoutSections';
import { formatTaiwanMobile } from '../../src/domain/contact/taiwanMobile';
import type { Result } from '../../src/domain/errors/Result';
import type { ShopWorld } from '../support/world';

const buyers = new WeakMap<ShopWorld, Result<Buyer, FieldErrors<keyof Buyer>>>();
const faults = new WeakMap<ShopWorld, SectionFaults>();
const SECTIONS: Record<string, CheckoutSection> = { buyer: 'buyer', delivery: 'delivery', payment: 'payment', invoice: 'invoice' };

When('Amy gives {string} as her mobile for the order', function (this: ShopWorld, typed: string) {
  buyers.set(this, checkBuyer({ name: '王小美', mobile: typed, email: 'amy@example.com' }));
});
Then('the shop keeps the mobile {string}', function (this: ShopWorld, stored: string) {
  const buyer = buyers.get(this)!;
  assert.equal(buyer.ok ? buyer.value.mobile : null, stored);
});
Then('the mobile reads {string}', function (this: ShopWorld, shown: string) {
  const buyer = buyers.get(this)!;
  assert.equal(buyer.ok ? formatTaiwanMobile(buyer.value.mobile) : null, shown);
});
Then('the mobile is refused with {string}', function (this: ShopWorld, message: string) {
  const buyer = buyers.get(this)!;
  assert.deepEqual(buyer.ok ? null : buyer.error, { mobile: message });
});
When('the shop refuses Amy\'s order for {string} and {string}', function (this: ShopWorld, mobile: string, payment: string) {
  faults.set(this, sectionFaults({ payment_method: payment, 'buyer.mobile': mobile }));
});
Then(/^the (buyer|delivery|payment|invoice) section is marked "([^"]*)"$/, function (this: ShopWorld, section: string, message: string) {
  assert.equal(faults.get(this)?.[SECTIONS[section]], message);
});
Then(/^the (buyer|delivery|payment|invoice) section is the first one to fix$/, function (this: ShopWorld, section: string) {
  assert.equal(firstFault(faults.get(this) ?? {}), SECTIONS[section]);
});
