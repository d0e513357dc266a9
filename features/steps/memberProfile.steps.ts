import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DeleteAccount } from '../../src/application/memberProfile/DeleteAccount';
import { SaveBaby } from '../../src/application/memberProfile/profileUseCases';
import { WriteReview } from '../../src/application/memberProfile/WriteReview';
import { babyAgeText } from '../../src/domain/memberProfile/babies';
import { taipeiDate } from '../../src/domain/memberProfile/dates';
import type { Failure, Result } from '../../src/domain/errors/Result';
import { InMemoryAccountGateway, InMemoryMemberProfileGateway, InMemoryReviewGateway } from '../../src/infrastructure/memory/InMemoryMemberProfile';
import { PEOPLE, type Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const reviews = (w: ShopWorld) => w.container.get(InMemoryReviewGateway);
const profile = (w: ShopWorld) => w.container.get(InMemoryMemberProfileGateway);
const account = (w: ShopWorld) => w.container.get(InMemoryAccountGateway);

/** What the person was told: the outcome's message, and its field messages. */
function tell(w: ShopWorld, outcome: Result<{ message: string }, Failure & { fields: Readonly<Record<string, string>> }>): void {
  w.form = outcome.ok ? { message: outcome.value.message, fields: {} } : { message: outcome.error.message, fields: { ...outcome.error.fields } };
}

/** The goods of these scenarios worn on the body (a clothing, shoes, diaper or maternity size guide): their review asks how the size fit. */
const WORN = new Set(['有機棉包屁衣']);

Given(/^(?:媽咪 |爸比 )(Amy|Ben)'s order with "([^"]+)" is (completed|shipped)$/, function (this: ShopWorld, who: string, product: string, status: string) {
  this.actAs(PEOPLE[who as Person['name']]);
  const id = reviews(this).orders.length + 1;
  reviews(this).orders.push({
    id, number: `JT${id}`, status, mine: who === 'Amy',
    lines: [{ optionId: id * 10, productId: id * 100, productTitle: product, groupBuyTitle: '團購', size: 'F', image: '/images/gb/1.svg', asksSizeFit: WORN.has(product) }],
  });
});

const lineOf = (w: ShopWorld, product: string) => {
  const order = reviews(w).orders.find((o) => o.lines.some((l) => l.productTitle === product));
  if (!order) throw new Error(`no order with "${product}"`);
  return { orderId: order.id, optionId: order.lines[0].optionId, asksSizeFit: order.lines[0].asksSizeFit };
};

const review = (w: ShopWorld, product: string, rating: number, text: string, sizeFit = 'fits') =>
  w.container.get(WriteReview).execute({ ...lineOf(w, product), rating, text, sizeFit, photo: null });

Given('Amy has reviewed {string}', async function (this: ShopWorld, product: string) {
  assert.ok((await review(this, product, 5, '很好用')).ok);
});

When('{person} gives {string} {int} stars and writes {string}', async function (this: ShopWorld, p: Person, product: string, stars: number, text: string) {
  this.actAs(p);
  tell(this, await review(this, product, stars, text));
});

When('{person} gives {string} {int} stars without saying how the size fit', async function (this: ShopWorld, p: Person, product: string, stars: number) {
  this.actAs(p);
  tell(this, await review(this, product, stars, '', ''));
});

Then('{string} no longer waits for Amy\'s review', async function (this: ShopWorld, product: string) {
  assert.ok(!(await reviews(this).pending(null)).some((l) => l.productTitle === product));
});

Given('Amy still owes the payment of an order', function (this: ShopWorld) { account(this).openOrders = true; });
Given('{person} has no password with the shop', function (this: ShopWorld, p: Person) {
  this.actAs(p); account(this).password = null; });

When('{person} closes her account with her password', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  account(this).password = person.password;
  tell(this, await this.container.get(DeleteAccount).execute({ hasPassword: true, password: person.password, confirm: '' }));
});

When('{person} closes her account with the password {string}', async function (this: ShopWorld, person: Person, password: string) {
  this.actAs(person);
  account(this).password = person.password;
  tell(this, await this.container.get(DeleteAccount).execute({ hasPassword: true, password, confirm: '' }));
});

When('{person} closes her account typing {string}', async function (this: ShopWorld, p: Person, phrase: string) {
  this.actAs(p);
  tell(this, await this.container.get(DeleteAccount).execute({ hasPassword: false, password: '', confirm: phrase }));
});

Then('{person} is still signed in', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.meta?.signedIn, true);
  assert.equal(this.meta?.email, person.email);
});

Then('{person} is signed out of the shop', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.equal(this.meta?.signedIn, false);
});

Given('today is {string} in Taipei', function (this: ShopWorld, date: string) {
  this.clock.set(Date.parse(`${date}T12:00:00+08:00`));
});

When('{person} adds a baby {string} born on {string}', async function (this: ShopWorld, p: Person, name: string, birthday: string) {
  this.actAs(p);
  tell(this, await this.container.get(SaveBaby).execute({ id: null, draft: { name, birthday, gender: 'unknown' } }));
});

Given('Amy already has {int} babies', async function (this: ShopWorld, count: number) {
  for (let i = 0; i < count; i++) await profile(this).saveBaby(null, { name: `寶${i}`, birthday: taipeiDate(this.clock.now() - 86_400_000), gender: 'unknown' });
});

Then('Amy\'s babies show {string} as {string}', async function (this: ShopWorld, name: string, age: string) {
  const baby = (await profile(this).home()).babies.find((b) => b.name === name);
  assert.ok(baby, `${name} is not among the babies`);
  assert.equal(babyAgeText(baby.birthday, taipeiDate(this.clock.now())), age);
});

Then('the birthday is marked {string}', function (this: ShopWorld, message: string) {
  assert.equal(this.form?.fields.birthday, message);
});
