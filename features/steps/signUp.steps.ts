import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { SignUp } from '../../src/application/auth/SignUp';
import { VerifyEmail, type VerifiedEmail } from '../../src/application/auth/VerifyEmail';
import type { Person } from '../support/people';
import { signIn } from '../support/tasks';
import type { ShopWorld } from '../support/world';

const membersBefore = new WeakMap<ShopWorld, number>();

When(
  '{person} signs up with the e-mail {string}, the password {string} and the nickname {string}',
  async function (this: ShopWorld, person: Person, email: string, password: string, nickname: string) {
  this.actAs(person);
    membersBefore.set(this, await this.backstage.memberCount());
    const result = await this.container.get(SignUp).execute({ email, password, nickname, terms: true });
    this.form = result.ok ? null : { message: result.error.message, fields: result.error.fields };
    const link = result.ok ? await this.backstage.verificationTokenFor(result.value.email) : null;
    if (link) this.mailLinks.set(email.toLowerCase(), link);
  },
);

/** What the verification page last showed each world's person: the e-mail it verified, and whether it was verified before. */
const verifications = new WeakMap<ShopWorld, VerifiedEmail>();

async function openVerificationLink(world: ShopWorld, token: string | undefined): Promise<void> {
  const result = await world.container.get(VerifyEmail).execute({ token });
  world.form = result.ok ? null : { message: result.error.message, fields: {} };
  if (result.ok) verifications.set(world, result.value);
}

When('{person} opens the link in her verification mail', async function (this: ShopWorld, person: Person) {
  await openVerificationLink(this.actAs(person), this.mailLinks.get(person.email));
});

When('{person} opens the link in her verification mail again on another phone', async function (this: ShopWorld, person: Person) {
  await openVerificationLink(this.actOnAnotherDevice(person), this.mailLinks.get(person.email));
});

When('{person} opens a verification link the shop never sent', async function (this: ShopWorld, person: Person) {
  await openVerificationLink(this.actAs(person), 'never-sent-'.padEnd(43, 'x'));
});

Then('{person} is told {string} was verified before', function (this: ShopWorld, person: Person, email: string) {
  this.actAs(person);
  assert.deepEqual(verifications.get(this), { email, signedIn: false, alreadyVerified: true });
});

Then('{person} is a visitor on that phone', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.notEqual(this.meta?.signedIn, true, `${person.name}'s phone is signed in`);
});

When('{person} tries to sign in with the password {string}', async function (this: ShopWorld, person: Person, password: string) {
  this.actAs(person);
  await signIn(this, person, password);
});

When(
  '{person} tries to sign in with the password {string} {int} times',
  async function (this: ShopWorld, person: Person, password: string, times: number) {
  this.actAs(person);
    for (let attempt = 0; attempt < times; attempt += 1) await signIn(this, person, password);
  },
);

Then('{person} is told {string} about her {word}', function (this: ShopWorld, person: Person, message: string, field: string) {
  this.actAs(person);
  assert.equal(this.form?.fields[field], message);
});

Then('{person} is told {string}', function (this: ShopWorld, person: Person, message: string) {
  this.actAs(person);
  assert.equal(this.form?.message, message);
});

Then('{person} is asked to check the mailbox, as after any sign-up', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.form, null);
});

Then('{person} gets a mail saying someone tried to sign up with her e-mail', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.deepEqual(await this.backstage.alreadyMemberNotices(), [person.email]);
});

Then('no account is created', async function (this: ShopWorld) {
  assert.equal(await this.backstage.memberCount(), membersBefore.get(this));
});
