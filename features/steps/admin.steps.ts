import assert from 'node:assert/strict';
import { After, Before, Given, Then, When } from '@cucumber/cucumber';
import { AdminStage } from '../support/adminStage';
import type { ShopWorld } from '../support/world';

/** What a scenario's staff did and met in the back office. */
interface BackOffice { stage: AdminStage; refund?: { member: Record<string, string>; refundId: number }; reported?: { title: string; reportId: number } }
const memory = new WeakMap<ShopWorld, BackOffice>();

async function office(world: ShopWorld): Promise<BackOffice> {
  let seen = memory.get(world);
  if (!seen) {
    seen = { stage: await AdminStage.forWorld(world) };
    memory.set(world, seen);
  }
  return seen;
}
const named = (stage: AdminStage, role: string, name: string) => {
  const found = stage.roleOf(role);
  assert.equal(stage.roleOf(name), found, `${name} is not ${role}`);
  return found;
};

// The back office is seeded before the scenario, not in its first step: seeding outlasts a step's 5 s on a busy machine.
Before({ tags: '@admin', timeout: 60_000 }, async function (this: ShopWorld) {
  await office(this);
});

After(async function (this: ShopWorld) {
  await AdminStage.closeFor(this);
});

When('{word} {word} signs in with her password and the code her authenticator shows', async function (this: ShopWorld, role: string, name: string) {
  const { stage } = await office(this);
  await stage.signIn(named(stage, role, name));
});
Given('{word} {word} signed in with her password and the code her authenticator shows', async function (this: ShopWorld, role: string, name: string) {
  const { stage } = await office(this);
  assert.ok(await stage.signIn(named(stage, role, name)));
});
When('{word} {word} signs in again with the same code', async function (this: ShopWorld, role: string, name: string) {
  const { stage } = await office(this);
  await stage.signIn(named(stage, role, name), true);
});
Then('{word} is signed in to the back office', async function (this: ShopWorld, name: string) {
  const { stage } = await office(this);
  const me = (await stage.as(stage.roleOf(name), 'GET', '/admin/api/me')).json().data;
  assert.equal(me.name, name);
});
Then('the back office answers {string}', async function (this: ShopWorld, message: string) {
  assert.equal((await office(this)).stage.lastAnswer?.message, message);
});
When('{word} {word} opens the refund queue', async function (this: ShopWorld, role: string, name: string) {
  const { stage } = await office(this);
  await stage.as(named(stage, role, name), 'GET', '/admin/api/refunds');
});

Given('a member asked for a refund of a delivered order', async function (this: ShopWorld) {
  const seen = await office(this);
  seen.refund = await seen.stage.refundRequested();
});
When('{word} {word} approves the refund', async function (this: ShopWorld, role: string, name: string) {
  const seen = await office(this);
  await seen.stage.as(named(seen.stage, role, name), 'POST', `/admin/api/refunds/${seen.refund!.refundId}/approve`);
});
When('{word} {word} rejects the refund because {string}', async function (this: ShopWorld, role: string, name: string, reason: string) {
  const seen = await office(this);
  await seen.stage.as(named(seen.stage, role, name), 'POST', `/admin/api/refunds/${seen.refund!.refundId}/reject`, { reason });
});
Then('the member sees the refund as {string}', async function (this: ShopWorld, label: string) {
  const seen = await office(this);
  assert.equal((await seen.stage.memberRefund(seen.refund!.member, seen.refund!.refundId)).status_label, label);
});
Then('the member reads the reason {string}', async function (this: ShopWorld, reason: string) {
  const seen = await office(this);
  assert.equal((await seen.stage.memberRefund(seen.refund!.member, seen.refund!.refundId)).reject_reason, reason);
});
Then('the audit log shows {word} did {string}', async function (this: ShopWorld, name: string, action: string) {
  const rows = await (await office(this)).stage.auditActions();
  assert.ok(rows.some((r) => r.staff_name === name && r.action === action), `no ${action} by ${name}`);
});

Given('a parent reported a question on the forum', async function (this: ShopWorld) {
  const seen = await office(this);
  seen.reported = await seen.stage.reportedQuestion();
});
const moderate = async (world: ShopWorld, role: string, name: string, kind: string) => {
  const seen = await office(world);
  const answer = await seen.stage.as(named(seen.stage, role, name), 'POST', `/admin/api/qa-reports/${seen.reported!.reportId}/${kind}`);
  assert.equal(answer.statusCode, 200, answer.body);
};
When('{word} {word} hides the reported question', async function (this: ShopWorld, role: string, name: string) {
  await moderate(this, role, name, 'hide');
});
Given('{word} {word} hid the reported question', async function (this: ShopWorld, role: string, name: string) {
  await moderate(this, role, name, 'hide');
});
When('{word} {word} restores it', async function (this: ShopWorld, role: string, name: string) {
  await moderate(this, role, name, 'restore');
});
Then('the question is no longer on the forum', async function (this: ShopWorld) {
  const seen = await office(this);
  assert.ok(!(await seen.stage.forumTitles()).includes(seen.reported!.title));
});
Then('the question is on the forum again', async function (this: ShopWorld) {
  const seen = await office(this);
  assert.ok((await seen.stage.forumTitles()).includes(seen.reported!.title));
});
