import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { FormOutcome } from '../../src/application/formOutcome';
import type { SignedOutDevices } from '../../src/application/memberDevices/ports';
import { SignOutDevice } from '../../src/application/memberDevices/SignOutDevice';
import { SignOutOtherDevices } from '../../src/application/memberDevices/SignOutOtherDevices';
import type { SignedInDevice } from '../../src/domain/memberDevices/devices';
import { InMemorySignedInDevices } from '../../src/infrastructure/memory/InMemorySignedInDevices';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

/** A browser or app as the shop's list names it, and a user agent that such a device sends. */
const USER_AGENTS: Record<string, string> = {
  'Chrome · macOS': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  '寶貝揪團 App · iOS': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JiutuanApp/6.12.0 (ios)',
  'Edge · Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  'Chrome · Android': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};
const MEMBER_IDS: Record<Person['name'], number> = { Amy: 1, Ben: 2, Cathy: 3 };

const devices = (w: ShopWorld) => w.container.get(InMemorySignedInDevices);
/** Each person's devices by the name the list shows, remembered per scenario. */
const held = new WeakMap<ShopWorld, Map<string, number>>();
const seen = new WeakMap<ShopWorld, SignedInDevice[]>();
const key = (person: Person, label: string) => `${person.name}:${label}`;

function signIn(w: ShopWorld, person: Person, label: string, asHere: boolean): void {
  const userAgent = USER_AGENTS[label];
  assert.ok(userAgent, `no device called ${label} in these specs`);
  w.clock.advance(60_000);
  const device = devices(w).signIn(MEMBER_IDS[person.name], userAgent, w.clock.now(), asHere);
  if (!held.has(w)) held.set(w, new Map());
  held.get(w)!.set(key(person, label), device.id);
}

const deviceId = (w: ShopWorld, person: Person, label: string): number => held.get(w)!.get(key(person, label))!;

/** What the shop said about a sign-out, where "… is told" reads it. */
function tell(w: ShopWorld, outcome: FormOutcome<SignedOutDevices>): void {
  w.form = outcome.ok ? { message: outcome.value.message, fields: {} } : { message: outcome.error.message, fields: { ...outcome.error.fields } };
}

Given('{person} is signed in with {string}', function (this: ShopWorld, person: Person, label: string) {
  this.actAs(person);
  signIn(this, person, label, person.name === 'Amy');
});

Given('{person} is also signed in with {string}, then later with {string}', function (this: ShopWorld, person: Person, first: string, later: string) {
  this.actAs(person);
  signIn(this, person, first, false);
  signIn(this, person, later, false);
});

When('{person} looks at her signed-in devices', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  seen.set(this, await devices(this).list());
});

When('{person} signs out {string}', async function (this: ShopWorld, person: Person, label: string) {
  this.actAs(person);
  tell(this, await this.container.get(SignOutDevice).execute({ id: deviceId(this, person, label) }));
});

When('{person} signs out every other device', async function (this: ShopWorld, person: Person) {
  this.actAs(person);
  tell(this, await this.container.get(SignOutOtherDevices).execute());
});

When('{person} tries to sign out {person}\'s {string}', async function (this: ShopWorld, person: Person, owner: Person, label: string) {
  this.actAs(person);
  tell(this, await this.container.get(SignOutDevice).execute({ id: deviceId(this, owner, label) }));
});

Then('{person} sees {string} as this device, then {string} and {string}', function (this: ShopWorld, p: Person, here: string, next: string, last: string) {
  this.actAs(p);
  assert.deepEqual(seen.get(this)!.map((d) => [d.label, d.current]), [[here, true], [next, false], [last, false]]);
});

Then('{string} has to sign in to {person}\'s account again, while {string} stays signed in', function (this: ShopWorld, ended: string, person: Person, kept: string) {
  this.actAs(person);
  assert.equal(devices(this).isSignedIn(deviceId(this, person, ended)), false);
  assert.equal(devices(this).isSignedIn(deviceId(this, person, kept)), true);
});

Then('only {string} is still signed in to {person}\'s account', async function (this: ShopWorld, label: string, person: Person) {
  this.actAs(person);
  assert.deepEqual((await devices(this).list()).map((d) => d.label), [label]);
});

Then('{person}\'s {string} stays signed in', function (this: ShopWorld, person: Person, label: string) {
  this.actAs(person);
  assert.equal(devices(this).isSignedIn(deviceId(this, person, label)), true);
});
