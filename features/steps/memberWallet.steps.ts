import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ClaimNewCustomerGift } from '../../src/application/memberWallet/ClaimNewCustomerGift';
import { ClaimPromotionCode } from '../../src/application/memberWallet/ClaimPromotionCode';
import type { CreditAccount } from '../../src/domain/memberWallet/credit';
import { creditExpiryText } from '../../src/domain/memberWallet/credit';
import { InMemoryMemberWallet } from '../../src/infrastructure/memory/InMemoryMemberWallet';
import { WalletMother } from '../../tests/application/memberWallet/WalletMother';
import { PEOPLE, type Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const DAY = 86_400_000;
const MEMBER_ID: Record<Person['name'], number> = { Amy: 1, Ben: 2, Cathy: 3 };

/** Per scenario: the shop's wallet with the demo codes, what each person heard last, and the credit they read. */
interface Stage { wallet: InMemoryMemberWallet; heard: Map<string, string>; credit: CreditAccount | null; creditOf: Map<Person['name'], CreditAccount> }
const stages = new WeakMap<ShopWorld, Stage>();
const stage = (w: ShopWorld): Stage => {
  if (!stages.has(w)) {
    const wallet = WalletMother.withDemoCodes(w.container.get(InMemoryMemberWallet), w.clock.now());
    stages.set(w, { wallet, heard: new Map(), credit: null, creditOf: new Map() });
  }
  return stages.get(w)!;
};
const as = (w: ShopWorld, who: Person) => {
  stage(w).wallet.signedIn = MEMBER_ID[who.name];
  return stage(w);
};
const heard = (w: ShopWorld, who: Person, outcome: { ok: true; value: { message: string } } | { ok: false; error: { message: string } }) => {
  const text = outcome.ok ? outcome.value.message : outcome.error.message;
  stage(w).heard.set(who.name, text);
  w.told.push(text);
};

Given(/^(?:媽咪|爸比) (Amy|Ben) is signed in to (?:her|his) wallet$/, function (this: ShopWorld, name: Person['name']) {
  as(this.actAs(PEOPLE[name]), PEOPLE[name]);
});
Given('{person} has claimed the code {string}', async function (this: ShopWorld, who: Person, code: string) {
  this.actAs(who);
  as(this, who);
  assert.ok((await this.container.get(ClaimPromotionCode).execute({ code })).ok);
});
Given('{person} has placed an order before', function (this: ShopWorld, who: Person) {
  this.actAs(who);
  stage(this).wallet.member(MEMBER_ID[who.name]).hasOrder = true;
});
Given(/^(Amy|Ben) was granted NT\$(\d+) as "([a-z_]+)" (\d+) days? ago(?:, running out in (\d+) days)?$/,
  function (this: ShopWorld, name: Person['name'], amount: string, reason: string, ago: string, runsOut?: string) {
    this.actAs(PEOPLE[name]);
    const now = this.clock.now();
    stage(this).wallet.record(MEMBER_ID[name], { amount: Number(amount), reason, createdAt: now - Number(ago) * DAY, expiresAt: runsOut ? now + Number(runsOut) * DAY : null });
  });
Given(/^(Amy|Ben) spent NT\$(\d+) on an order (\d+) days? ago$/, function (this: ShopWorld, name: Person['name'], amount: string, ago: string) {
  this.actAs(PEOPLE[name]);
  stage(this).wallet.record(MEMBER_ID[name], { amount: -Number(amount), reason: 'order', createdAt: this.clock.now() - Number(ago) * DAY, orderNumber: 'JT20261031000001' });
});

When('{person} claims the code {string}', async function (this: ShopWorld, who: Person, code: string) {
  this.actAs(who);
  as(this, who);
  heard(this, who, await this.container.get(ClaimPromotionCode).execute({ code }));
});
When('{person} claims the new-customer gift', async function (this: ShopWorld, who: Person) {
  this.actAs(who);
  as(this, who);
  heard(this, who, await this.container.get(ClaimNewCustomerGift).execute());
});
When('{person} opens her/his shopping credit', async function (this: ShopWorld, who: Person) {
  this.actAs(who);
  const credit = await as(this, who).wallet.credit();
  stage(this).credit = credit;
  stage(this).creditOf.set(who.name, credit);
});

Then('the shop tells {person} {string}', function (this: ShopWorld, who: Person, message: string) {
  this.actAs(who);
  assert.equal(stage(this).heard.get(who.name), message);
});
Then('{person} holds the coupon {string}', function (this: ShopWorld, who: Person, title: string) {
  this.actAs(who);
  assert.deepEqual(stage(this).wallet.member(MEMBER_ID[who.name]).coupons.map((c) => c.title), [title]);
});
Then('{person} holds no coupons', function (this: ShopWorld, who: Person) {
  this.actAs(who);
  assert.equal(stage(this).wallet.member(MEMBER_ID[who.name]).coupons.length, 0);
});
Then('{person} holds {int} coupons', function (this: ShopWorld, who: Person, count: number) {
  this.actAs(who);
  assert.equal(stage(this).wallet.member(MEMBER_ID[who.name]).coupons.length, count);
});
Then("{person}'s balance is NT${amount}", function (this: ShopWorld, who: Person, amount: number) {
  this.actAs(who);
  const credit = stage(this).creditOf.get(who.name);
  assert.ok(credit, `${who.name} has not opened her shopping credit`);
  assert.equal(credit.balance, amount);
});
Then(/^the ledger shows "([^"]+)" for (−|\+)NT\$(\d+)$/, function (this: ShopWorld, label: string, sign: string, amount: string) {
  const entry = stage(this).credit?.entries.find((e) => e.reasonLabel === label);
  assert.equal(entry?.amount, (sign === '−' ? -1 : 1) * Number(amount));
});
Then("{person}'s credit page says {string}", function (this: ShopWorld, who: Person, line: string) {
  this.actAs(who);
  const credit = stage(this).creditOf.get(who.name);
  assert.ok(credit?.expiring.map(creditExpiryText).includes(line), `expiring: ${JSON.stringify(credit?.expiring)}`);
});
