import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { call } from '../../tests/server/helpers/api';
import { newMembers } from '../../tests/server/checkout/fixtures';
import { AdminStage } from '../support/adminStage';
import type { ShopWorld } from '../support/world';

/** The members desk's scenarios: the stage admin.steps.ts opens and closes, and the scenario's member. */
interface MembersDesk { stage: AdminStage; member?: { id: number; headers: Record<string, string> }; found?: number[] }
const memory = new WeakMap<ShopWorld, MembersDesk>();

async function desk(world: ShopWorld): Promise<MembersDesk> {
  const seen = memory.get(world) ?? { stage: await AdminStage.forWorld(world) };
  memory.set(world, seen);
  return seen;
}
async function member(world: ShopWorld) {
  const seen = await desk(world);
  assert.ok(seen.member, 'no member in this scenario');
  return { stage: seen.stage, member: seen.member };
}
const staff = (stage: AdminStage, role: string, name: string) => {
  const found = stage.roleOf(role);
  assert.equal(stage.roleOf(name), found, `${name} is not ${role}`);
  return found;
};

Given('a member whose mobile is {string}', async function (this: ShopWorld, mobile: string) {
  const seen = await desk(this);
  const prefix = `desk-${Date.now()}-`;
  const [headers] = await newMembers(seen.stage.shop.db, 1, prefix);
  const { id } = await seen.stage.shop.db.selectFrom('members').select('id').where('email', '=', `${prefix}0@example.com`).executeTakeFirstOrThrow();
  // Her profile keeps the ten digits, as the member side stores what she typed.
  await seen.stage.shop.db.insertInto('member_profiles').values({ member_id: id, mobile: mobile.replace(/\D/g, ''), avatar: 'bear', updated_at: Date.now() }).execute();
  seen.member = { id, headers };
});
When('{word} {word} looks up {string}', async function (this: ShopWorld, role: string, name: string, typed: string) {
  const seen = await desk(this);
  const answer = await seen.stage.as(staff(seen.stage, role, name), 'GET', `/admin/api/members?q=${encodeURIComponent(typed)}`);
  seen.found = answer.json().data.rows.map((r: { id: number }) => r.id);
});
Then('{word} finds that member', async function (this: ShopWorld, name: string) {
  const seen = await desk(this);
  assert.ok(seen.stage.roleOf(name), `${name} is no staff member`);
  assert.deepEqual(seen.found, [seen.member?.id]);
});
When('{word} {word} grants her {int} of shopping credit because {string}', async function (this: ShopWorld, role: string, name: string, amount: number, reason: string) {
  const { stage, member: m } = await member(this);
  await stage.as(staff(stage, role, name), 'POST', `/admin/api/members/${m.id}/credit`, { amount, reason });
});
When('{word} {word} gives her the coupon {string} because {string}', async function (this: ShopWorld, role: string, name: string, title: string, reason: string) {
  const { stage, member: m } = await member(this);
  const coupon = await stage.shop.db.selectFrom('coupons').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  await stage.as(staff(stage, role, name), 'POST', `/admin/api/members/${m.id}/coupons`, { coupon_id: coupon.id, reason });
});
Then('the member\'s shopping credit shows {int} as {string}', async function (this: ShopWorld, amount: number, label: string) {
  const { stage, member: m } = await member(this);
  const credit = (await call(stage.shop.app, 'GET', '/v1/member/credit', { headers: m.headers })).json().data;
  assert.equal(credit.balance, amount);
  assert.deepEqual(credit.entries.map((e: { amount: number; reason_label: string }) => [e.amount, e.reason_label]), [[amount, label]]);
});
Then('the member has no shopping credit', async function (this: ShopWorld) {
  const { stage, member: m } = await member(this);
  const credit = (await call(stage.shop.app, 'GET', '/v1/member/credit', { headers: m.headers })).json().data;
  assert.deepEqual([credit.balance, credit.entries.length], [0, 0]);
});
Then('the member holds the usable coupon {string}', async function (this: ShopWorld, title: string) {
  const { stage, member: m } = await member(this);
  const coupons = (await call(stage.shop.app, 'GET', '/v1/member/coupons?state=usable', { headers: m.headers })).json().data.coupons;
  assert.ok(coupons.some((c: { title: string }) => c.title === title), `no usable ${title}`);
});
Then('the audit log shows {word} did {string} because {string}', async function (this: ShopWorld, name: string, action: string, reason: string) {
  const rows = await (await desk(this)).stage.auditActions() as unknown as { staff_name: string; action: string; after: { reason?: string } }[];
  assert.ok(rows.some((r) => r.staff_name === name && r.action === action && r.after.reason === reason), `no ${action} by ${name} because ${reason}`);
});
When('{word} {word} creates the coupon {string} worth {int} with the code {string}', async function (this: ShopWorld, role: string, name: string, title: string, value: number, code: string) {
  const { stage } = await desk(this);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const ends = new Date(Date.now() + 8 * 3600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  const body = { title, kind: 'amount', value, min_spend: value * 5, starts_on: today, ends_on: ends, code };
  assert.equal((await stage.as(staff(stage, role, name), 'POST', '/admin/api/coupons', body)).statusCode, 201);
});
When('the member claims the code {string}', async function (this: ShopWorld, code: string) {
  const { stage, member: m } = await member(this);
  assert.equal((await call(stage.shop.app, 'POST', '/v1/member/coupons/claim', { headers: m.headers, body: { code } })).statusCode, 201);
});
Then('the coupons desk shows the code {string} claimed {int} time(s)', async function (this: ShopWorld, code: string, times: number) {
  const { stage } = await desk(this);
  const rows = (await stage.as('operations', 'GET', '/admin/api/promotion-codes')).json().data.rows as { code: string; claimed: number }[];
  assert.equal(rows.find((r) => r.code === code)?.claimed, times);
});
When('{word} {word} opens the members desk', async function (this: ShopWorld, role: string, name: string) {
  const { stage } = await desk(this);
  await stage.as(staff(stage, role, name), 'GET', '/admin/api/members');
});
