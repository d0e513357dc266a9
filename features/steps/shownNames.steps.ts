import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { SignUp } from '../../src/application/auth/SignUp';
import { UpdateProfile } from '../../src/application/memberProfile/profileUseCases';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const ZERO_WIDTH_SPACE = '\u200B';

When('{person} signs up with the nickname {string} hiding a zero-width space between every character', async function (this: ShopWorld, person: Person, nickname: string) {
  this.actAs(person);
  const hidden = [...nickname].join(ZERO_WIDTH_SPACE);
  const result = await this.container.get(SignUp).execute({ email: person.email, password: person.password, nickname: hidden, terms: true });
  this.form = result.ok ? null : { message: result.error.message, fields: result.error.fields };
});

When('{person} changes her nickname to {string}', async function (this: ShopWorld, person: Person, nickname: string) {
  this.actAs(person);
  const outcome = await this.container.get(UpdateProfile).execute({ nickname, mobile: '', avatar: 'bear' });
  this.form = outcome.ok ? { message: outcome.value.message, fields: {} } : { message: outcome.error.message, fields: { ...outcome.error.fields } };
});

Then('{person}\'s account is named {string}', function (this: ShopWorld, person: Person, nickname: string) {
  this.actAs(person);
  assert.equal(this.accounts.members.get(person.email)?.nickname, nickname);
});

Then('{person} has no account at the shop', function (this: ShopWorld, person: Person) {
  this.actAs(person);
  assert.equal(this.accounts.members.has(person.email), false);
});
