import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { checkInvoice, type Invoice } from '../../src/domain/checkout/invoice';
import type { Result } from '../../src/domain/errors/Result';
import type { ShopWorld } from '../support/world';

const verdicts = new WeakMap<ShopWorld, Result<Invoice, Record<string, string>>>();
const KINDS = { 'mobile barcode': 'mobile_barcode', 'citizen cert': 'citizen_cert', donation: 'donation' } as const;

When(/^Amy asks for a (mobile barcode|citizen cert|donation) invoice with "([^"]*)"$/, function (this: ShopWorld, carrier: keyof typeof KINDS, code: string) {
  verdicts.set(this, checkInvoice({ kind: KINDS[carrier], code }));
});
When('Amy asks for a company invoice for {string} with tax id {string}', function (this: ShopWorld, companyName: string, taxId: string) {
  verdicts.set(this, checkInvoice({ kind: 'company', taxId, companyName }));
});
Then('the invoice is accepted', function (this: ShopWorld) { assert.equal(verdicts.get(this)?.ok, true); });
Then('the invoice is refused with {string}', function (this: ShopWorld, message: string) {
  const verdict = verdicts.get(this)!;
  assert.deepEqual(verdict.ok ? [] : Object.values(verdict.error), [message]);
});
