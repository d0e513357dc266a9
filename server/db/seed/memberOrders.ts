import { sql, type Kysely } from 'kysely';
import { orderNumber, taipeiDate } from '../../../src/domain/checkout/orderNumber';
import { ATM_DEADLINE_MS } from '../../../src/domain/checkout/payments';
import { insertPendingInvoice } from '../repositories/invoices/einvoices';
import type { Database } from '../schema';
import { SEED_BUYERS, SEED_ORDER_PLANS, seedDestination, type SeedOrderPlan } from './memberOrdersRows';
import { seedMpgTrade } from './mpgTrades';

type Db = Kysely<Database>;
interface SeedOption { id: number; size: string; price: number; product_title: string; group_buy_id: number; group_buy_title: string; image_path: string }

/**
 * Options for the seeded orders: the last group-buys with two priced options, so the journeys'
 * purchases (which pick from the first group-buys) never meet these orders' purchase limits.
 */
async function seedGroups(db: Db): Promise<SeedOption[][]> {
  const rows = await db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['options.id', 'options.size', 'options.current_price as price', 'products.title as product_title', 'group_buys.id as group_buy_id',
      'group_buys.title as group_buy_title', 'group_buys.image_path'])
    .where('options.current_price', '>', 0).where('group_buys.is_adult_only', '=', 0)
    .orderBy('group_buys.id', 'desc').orderBy('options.id').limit(400).execute();
  const byGroup = new Map<number, SeedOption[]>();
  for (const r of rows) byGroup.set(r.group_buy_id, [...(byGroup.get(r.group_buy_id) ?? []), r as SeedOption]);
  return [...byGroup.values()].filter((g) => g.length >= 2).map((g) => g.slice(0, 2));
}

/** The day's next order number, through the same sequence table real orders use. */
async function nextNumber(db: Db, at: number): Promise<string> {
  const row = await db.insertInto('order_sequences').values({ day: taipeiDate(at), last: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ last: sql<number>`order_sequences.last + 1` })).returning('last').executeTakeFirstOrThrow();
  return orderNumber(at, row.last);
}

async function insertOrder(db: Db, memberId: number, plan: SeedOrderPlan, options: SeedOption[], now: number): Promise<void> {
  const buyer = SEED_BUYERS[memberId];
  const placed = now - plan.placedAgo;
  const lines = [{ option: options[0], quantity: 2 }, { option: options[1], quantity: 1 }];
  const goods = lines.reduce((s, l) => s + l.option.price * l.quantity, 0);
  const shipping = goods >= 1500 ? 0 : 100;
  const total = goods + shipping;
  const paidAt = plan.steps.find((s) => s.status === 'to_ship');
  const checkout = await db.insertInto('checkouts').values({
    member_id: memberId, lines: JSON.stringify(lines.map((l) => ({ option_id: l.option.id, quantity: l.quantity }))), price_snapshot: '{}',
    buyer_name: buyer.name, buyer_mobile: buyer.mobile, buyer_email: buyer.email, delivery_method: 'home', destination_id: null, payment_method: plan.payment,
    invoice: JSON.stringify({ kind: 'member' }), member_coupon_id: 0, credit_requested: 0, order_id: null, created_at: placed, updated_at: placed,
  }).returning('id').executeTakeFirstOrThrow();
  const group = { group_buy_id: options[0].group_buy_id, group_buy_title: options[0].group_buy_title, subtotal: goods, discounts: [], total: goods, shipping_fee: shipping, missing_for_free_shipping: shipping > 0 ? 1500 - goods : 0, free_shipping_from: 1500 };
  const number = await nextNumber(db, placed);
  const order = await db.insertInto('orders').values({
    number, member_id: memberId, checkout_id: checkout.id, status: plan.status, goods, promotion_discount: 0, coupon_discount: 0,
    credit_used: 0, shipping_fee: shipping, total, pricing: JSON.stringify([group]), buyer: JSON.stringify(buyer), delivery_method: 'home',
    destination: JSON.stringify(seedDestination(buyer)), payment_method: plan.payment, invoice: JSON.stringify({ kind: 'member' }), invoice_number: null,
    member_coupon_id: null, payment_deadline: plan.payment === 'atm' ? placed + ATM_DEADLINE_MS : null, paid_at: paidAt ? now - paidAt.ago : null,
    created_at: placed, updated_at: now - (plan.steps.at(-1)?.ago ?? plan.placedAgo),
  }).returning('id').executeTakeFirstOrThrow();
  // Owed like a real payment's: the invoice job issues it from the provider (the sandbox ezPay in demo mode).
  if (paidAt) await insertPendingInvoice(db, { orderId: order.id, merchantOrderNo: number, total, now: now - paidAt.ago });
  await db.updateTable('checkouts').set({ order_id: order.id }).where('id', '=', checkout.id).execute();
  const lineIds = await db.insertInto('order_lines').values(lines.map((l) => ({
    order_id: order.id, option_id: l.option.id, group_buy_id: l.option.group_buy_id, group_buy_title: l.option.group_buy_title, product_title: l.option.product_title,
    size: l.option.size, image: l.option.image_path, unit_price: l.option.price, quantity: l.quantity,
  }))).returning('id').execute();
  await db.insertInto('order_status_history').values([
    { order_id: order.id, status: 'pending_payment', created_at: placed },
    ...plan.steps.map((s) => ({ order_id: order.id, status: s.status, created_at: now - s.ago })),
  ]).execute();
  await insertPayment(db, order.id, plan, total, placed, paidAt ? now - paidAt.ago : null);
  if (plan.refundAgo !== undefined) await insertRefund(db, { memberId, orderId: order.id, at: now - plan.refundAgo, total, lines: lines.map((l, i) => ({ ...l, lineId: lineIds[i].id })) });
}

async function insertPayment(db: Db, orderId: number, plan: SeedOrderPlan, amount: number, placed: number, paidAt: number | null): Promise<void> {
  const atm = plan.payment === 'atm';
  const state = paidAt !== null ? 'succeeded' : plan.status === 'cancelled' ? 'expired' : 'pending';
  const payment = await db.insertInto('payments').values({
    order_id: orderId, method: plan.payment, gateway: 'newebpay', state, amount, card_brand: atm ? null : 'VISA', card_last4: atm ? null : '1111',
    bank_code: atm ? '822' : null, virtual_account: null, deadline: atm ? placed + ATM_DEADLINE_MS : null, challenge_hash: null,
    created_at: placed, updated_at: paidAt ?? placed,
  }).returning('id').executeTakeFirstOrThrow();
  const account = atm ? `${String(payment.id).padStart(9, '0')}${String((payment.id * 7919) % 100_000).padStart(5, '0')}` : null;
  if (account) await db.updateTable('payments').set({ virtual_account: account }).where('id', '=', payment.id).execute();
  await seedMpgTrade(db, { paymentId: payment.id, method: plan.payment, state, amount, account, placed, settled: paidAt });
}

async function insertRefund(db: Db, r: { memberId: number; orderId: number; at: number; total: number; lines: { option: SeedOption; quantity: number; lineId: number }[] }) {
  const refund = await db.insertInto('refunds').values({
    member_id: r.memberId, order_id: r.orderId, status: 'requested', reason: 'size', note: '尺寸偏小，寶寶穿不下', refund_to: 'original', amount: r.total,
    credit_returned: 0, created_at: r.at, decided_at: null, refunded_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  const goods = r.lines.reduce((s, l) => s + l.option.price * l.quantity, 0);
  const first = Math.round((r.total * r.lines[0].option.price * r.lines[0].quantity) / goods);
  await db.insertInto('refund_lines').values(r.lines.map((l, i) => ({
    refund_id: refund.id, order_line_id: l.lineId, option_id: l.option.id, quantity: l.quantity, amount: i === 0 ? first : r.total - first,
  }))).execute();
}

/** Demo rows: both demo members (ids 1 and 2) get an order in every state, dates hanging off `now`; their coupons and credit stay untouched. */
export async function seedMemberOrders(db: Kysely<Database>, now: number): Promise<void> {
  const groups = await seedGroups(db);
  if (groups.length === 0) return;
  let next = 0;
  for (const memberId of [1, 2]) {
    for (const plan of SEED_ORDER_PLANS) await insertOrder(db, memberId, plan, groups[next++ % groups.length], now);
  }
}
