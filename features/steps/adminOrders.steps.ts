import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { appContext } from '../../server/app';
import { GATEWAY_REFUND_STALE_MS } from '../../server/services/admin/gatewayRefund';
import { SHIP_CLAIM_STALE_MS } from '../../server/services/logistics/shipOrder';
import { recoverGatewayRefunds, recoveryDeps } from '../../server/services/admin/refundRecovery';
import { AdminStage } from '../support/adminStage';
import type { ShopWorld } from '../support/world';

/** The orders desk's scenarios: one stage per scenario, its paid order. */
interface OrdersDesk { stage: AdminStage; order?: { member: Record<string, string>; orderId: number } }
const memory = new WeakMap<ShopWorld, OrdersDesk>();

// The stage is the one admin.steps.ts opens and closes (its After hook): both reach it through the World.
async function desk(world: ShopWorld): Promise<OrdersDesk & { order: NonNullable<OrdersDesk['order']> }> {
  const seen = memory.get(world);
  assert.ok(seen?.order, 'no order in this scenario');
  return seen as OrdersDesk & { order: NonNullable<OrdersDesk['order']> };
}
const staff = (stage: AdminStage, role: string, name: string) => {
  const found = stage.roleOf(role);
  assert.equal(stage.roleOf(name), found, `${name} is not ${role}`);
  return found;
};
const act = async (world: ShopWorld, role: string, name: string, action: string, body?: object) => {
  const { stage, order } = await desk(world);
  return stage.as(staff(stage, role, name), 'POST', `/admin/api/orders/${order.orderId}/${action}`, body);
};

Given('a member paid for an order that waits to ship', async function (this: ShopWorld) {
  const stage = await AdminStage.forWorld(this);
  memory.set(this, { stage, order: await stage.paidOrder() });
});
When('{word} {word} ships the order', async function (this: ShopWorld, role: string, name: string) {
  await act(this, role, name, 'ship');
});
Given('{word} {word} shipped the order', async function (this: ShopWorld, role: string, name: string) {
  assert.equal((await act(this, role, name, 'ship')).statusCode, 200);
});
When('{word} {word} and {word} {word} ship the order at the same moment', async function (this: ShopWorld, role: string, name: string, otherRole: string, other: string) {
  const { stage, order } = await desk(this);
  const [first, second] = [staff(stage, role, name), staff(stage, otherRole, other)];
  // Both signed in before they press, so the two presses are what overlaps.
  await stage.signIn(first);
  await stage.signIn(second);
  await Promise.all([first, second].map((who) => stage.as(who, 'POST', `/admin/api/orders/${order.orderId}/ship`)));
});
Then('the order has one parcel', async function (this: ShopWorld) {
  const { stage, order } = await desk(this);
  assert.equal(await stage.parcelsOf(order.orderId), 1);
});
When('{word} {word} marks the order delivered', async function (this: ShopWorld, role: string, name: string) {
  await act(this, role, name, 'deliver');
});
When('{word} {word} cancels the order because {string}', async function (this: ShopWorld, role: string, name: string, reason: string) {
  await act(this, role, name, 'cancel', { reason });
});
Then('the member sees her order as {string}', async function (this: ShopWorld, label: string) {
  const { stage, order } = await desk(this);
  assert.equal(await stage.memberOrderStatus(order.member, order.orderId), label);
});
Then('the payment was given back through the payment service', async function (this: ShopWorld) {
  const { stage } = await desk(this);
  assert.equal(stage.gateway.refunds.length, 1);
});
When('{word} {word} opens the orders desk', async function (this: ShopWorld, role: string, name: string) {
  const stage = await AdminStage.forWorld(this);
  await stage.as(staff(stage, role, name), 'GET', '/admin/api/orders');
});
Given('the payment service gives the money back but its answer is lost', async function (this: ShopWorld) {
  (await desk(this)).stage.gateway.gateway.diesAfterRefund = true;
});
When('the payment service answers again and the shop asks it', async function (this: ShopWorld) {
  const { stage } = await desk(this);
  stage.gateway.gateway.diesAfterRefund = false;
  // The recovery job's run once the claim is old enough to be taken for one its process left.
  await recoverGatewayRefunds(recoveryDeps(appContext(stage.shop.app)), Date.now() + GATEWAY_REFUND_STALE_MS + 1);
});
Given('the carrier books the parcel but its answer is lost', async function (this: ShopWorld) {
  const logistics = appContext((await desk(this)).stage.shop.app).logistics!;
  const create = logistics.createShipment.bind(logistics);
  // The next create books at the carrier, then times out on its way back; later ones are answered.
  logistics.createShipment = async (...args) => {
    logistics.createShipment = create;
    await create(...args);
    throw new Error('The operation was aborted due to timeout');
  };
});
When('ten minutes later {word} {word} ships the order again', async function (this: ShopWorld, role: string, name: string) {
  const { stage, order } = await desk(this);
  // The claim the lost attempt left, as it stands once it is stale (the stage's clock is the real one).
  await stage.shop.db.updateTable('shipment_claims').set({ claimed_at: Date.now() - SHIP_CLAIM_STALE_MS - 1 }).where('order_id', '=', order.orderId).execute();
  await act(this, role, name, 'ship');
});
