import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CancelOrder } from '../../src/application/memberOrders/CancelOrder';
import { RequestRefund } from '../../src/application/memberOrders/RequestRefund';
import type { OrderStatus } from '../../src/domain/checkout/orderStatus';
import { ORDER_STATUS_LABELS } from '../../src/domain/checkout/orderStatus';
import { orderActions, type OrderAction } from '../../src/domain/memberOrders/orderActions';
import { ORDER_TAB_LABELS, ORDER_TABS, type OrderTab } from '../../src/domain/memberOrders/orderTabs';
import { refundableQuantity } from '../../src/domain/memberOrders/refundRules';
import { REFUND_DESTINATION_LABELS, REFUND_REASON_LABELS, REFUND_REASONS, type OrderPage, type RefundReason } from '../../src/domain/memberOrders/refunds';
import { InMemoryMemberOrders, InMemoryRefunds, type MemoryOrder } from '../../src/infrastructure/memory/InMemoryMemberOrders';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const DAY = 86_400_000;
const ACTION_WORDS: Record<OrderAction, string> = { retry_payment: '重新付款', cancel: '取消訂單', refund: '申請退款', review: '評價' };

/** What Amy's shop remembers in one scenario: her latest order and the page she looked at. */
interface Memory { order?: MemoryOrder; page?: OrderPage }
const memories = new WeakMap<ShopWorld, Memory>();
const memory = (w: ShopWorld): Memory => memories.get(w) ?? memories.set(w, {}).get(w)!;
const shop = (w: ShopWorld) => w.container.get(InMemoryMemberOrders);

function addOrder(w: ShopWorld, status: OrderStatus, input: { deliveredAgo?: number; paid?: number; quantity?: number; title?: string } = {}): MemoryOrder {
  const now = w.clock.now();
  const order = shop(w).add({
    status, createdAt: now - 10 * DAY + shop(w).orders.length, total: input.paid ?? 1_280, paymentMethod: 'card',
    deliveredAt: input.deliveredAgo === undefined ? null : now - input.deliveredAgo,
    lines: [{ optionId: 7, productTitle: input.title ?? '有機棉包屁衣', size: '70cm', unitPrice: 500, quantity: input.quantity ?? 2 }],
  });
  memory(w).order = order;
  return order;
}

const STATES: Record<string, (w: ShopWorld) => MemoryOrder> = {
  'waiting for payment': (w) => addOrder(w, 'pending_payment'),
  'waiting to ship': (w) => addOrder(w, 'to_ship'),
  'on its way': (w) => addOrder(w, 'shipped'),
  'delivered 2 days ago': (w) => addOrder(w, 'delivered', { deliveredAgo: 2 * DAY }),
  'completed 3 days after delivery': (w) => addOrder(w, 'completed', { deliveredAgo: 3 * DAY }),
  'completed 10 days after delivery': (w) => addOrder(w, 'completed', { deliveredAgo: 10 * DAY }),
  cancelled: (w) => addOrder(w, 'cancelled'),
};

Given(/^Amy has an order (waiting for payment|waiting to ship|on its way|delivered 2 days ago)$/, function (this: ShopWorld, state: string) {
  STATES[state](this);
});
Given('{person} has an order that is {string}', function (this: ShopWorld, p: Person, state: string) {
  this.actAs(p);
  STATES[state](this);
});
Given(/^Amy paid NT\$([\d,]+) for (\d+) of "([^"]+)" delivered (\d+) days? ago$/, function (this: ShopWorld, paid: string, quantity: string, title: string, ago: string) {
  addOrder(this, 'delivered', { paid: Number(paid.replace(/,/g, '')), quantity: Number(quantity), title, deliveredAgo: Number(ago) * DAY });
});
Given(/^Amy has already asked for a refund of (\d+) "([^"]+)"$/, async function (this: ShopWorld, quantity: string, title: string) {
  const order = memory(this).order!;
  const line = order.lines.find((l) => l.productTitle === title)!;
  await this.container.get(InMemoryRefunds).request({ orderId: order.id, lines: [{ optionId: line.optionId, quantity: Number(quantity) }], reason: 'size', note: '', refundTo: 'credit' });
});

When('{person} looks at her orders under {string}', async function (this: ShopWorld, p: Person, label: string) {
  this.actAs(p);
  const tab = ORDER_TABS.find((t) => ORDER_TAB_LABELS[t] === label) as OrderTab;
  memory(this).page = await shop(this).list(tab, 1);
});
When('{person} cancels that order', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.hear(await this.container.get(CancelOrder).execute({ orderId: memory(this).order!.id }));
});

async function askRefund(w: ShopWorld, input: { quantity: number; title: string; reason?: RefundReason; note?: string }) {
  const order = memory(w).order!;
  const line = order.lines.find((l) => l.productTitle === input.title);
  assert.ok(line, `Amy's order has no "${input.title}"`);
  w.hear(await w.container.get(RequestRefund).execute({
    orderId: order.id, lines: [{ optionId: line.optionId, quantity: input.quantity }], reason: input.reason ?? 'size', note: input.note ?? '', refundTo: 'credit',
  }));
}
When(/^Amy asks for a refund of (\d+) "([^"]+)" to her shopping credit$/, async function (this: ShopWorld, quantity: string, title: string) {
  await askRefund(this, { quantity: Number(quantity), title });
});
When(/^Amy asks for a refund of (\d+) "([^"]+)" for "([^"]+)" without saying why$/, async function (this: ShopWorld, quantity: string, title: string, reason: string) {
  await askRefund(this, { quantity: Number(quantity), title, reason: REFUND_REASONS.find((r) => REFUND_REASON_LABELS[r] === reason), note: '' });
});
When('{person} asks for a refund of everything in it', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  const line = memory(this).order!.lines[0];
  await askRefund(this, { quantity: line.quantity, title: line.productTitle });
});

Then('she sees {int} order(s)', function (this: ShopWorld, count: number) {
  assert.equal(memory(this).page!.orders.length, count);
});
Then('the tab {string} counts {int} order(s)', function (this: ShopWorld, label: string, count: number) {
  const tab = ORDER_TABS.find((t) => ORDER_TAB_LABELS[t] === label) as OrderTab;
  assert.equal(memory(this).page!.counts[tab], count);
});
Then('the order shows {string}', function (this: ShopWorld, label: string) {
  assert.equal(ORDER_STATUS_LABELS[memory(this).order!.status], label);
});
Then('its items are back in stock', function (this: ShopWorld) {
  for (const line of memory(this).order!.lines) assert.equal(shop(this).returnedStock.get(line.optionId), line.quantity);
});
Then('the order offers {string}', function (this: ShopWorld, expected: string) {
  const order = memory(this).order!;
  const refundableUnits = shop(this).facts(order).reduce((s, l) => s + refundableQuantity(l), 0);
  const words = orderActions({ status: order.status, deliveredAt: order.deliveredAt, refundableUnits }, this.clock.now()).map((a) => ACTION_WORDS[a]);
  assert.equal(words.length === 0 ? 'nothing' : words.join(', '), expected);
});
Then(/^the refund is NT\$([\d,]+) to "([^"]+)"$/, async function (this: ShopWorld, amount: string, destination: string) {
  const [latest] = await this.container.get(InMemoryRefunds).list();
  assert.equal(latest.amount, Number(amount.replace(/,/g, '')));
  assert.equal(REFUND_DESTINATION_LABELS[latest.refundTo], destination);
});
Then(/^her refunds are NT\$(\d+), NT\$(\d+) and NT\$(\d+)$/, async function (this: ShopWorld, a: string, b: string, c: string) {
  const refunds = (await this.container.get(InMemoryRefunds).list()).reverse();
  assert.deepEqual(refunds.map((r) => r.amount), [a, b, c].map(Number));
});
