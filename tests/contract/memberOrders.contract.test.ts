import type { MemberOrderGateway, RefundGateway } from '../../src/application/memberOrders/ports';
import type { OrderStatus } from '../../src/domain/checkout/orderStatus';
import type { PaymentMethod } from '../../src/domain/checkout/payments';
import { ApiError, NotFoundError, ParameterError } from '../../src/domain/errors/clientErrors';
import { ORDER_TABS, tabOfStatus } from '../../src/domain/memberOrders/orderTabs';
import type { RefundDetail } from '../../src/domain/memberOrders/refunds';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { ApiMemberOrderGateway, ApiRefundGateway } from '../../src/infrastructure/http/ApiMemberOrders';
import { InMemoryMemberOrders, InMemoryRefunds, type MemoryOrder } from '../../src/infrastructure/memory/InMemoryMemberOrders';
import { dialects } from '../server/helpers/testApp';
import { openRealShop, type RealShop } from './helpers/realShop';

interface Subject { orders: MemberOrderGateway; refunds: RefundGateway }
interface Facts { orders: MemoryOrder[]; refunds: RefundDetail[] }

/**
 * 訂單查詢, 取消訂單 and 退款 (SPEC §7): the fakes the Gherkin uses, stocked with Amy's seeded orders
 * and refund as the real server holds them, and the typed clients over the real server. Each test
 * writes to an order of its own, so the real server's tests need no reset between them.
 */
describe.each(dialects())('MemberOrderGateway and RefundGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let facts: Facts;
  let real: Subject;

  beforeAll(async () => {
    shop = await openRealShop(dialect);
    const { api } = await shop.member();
    real = { orders: new ApiMemberOrderGateway(api), refunds: new ApiRefundGateway(api) };
    facts = await readFacts(shop, real.refunds);
  });
  afterAll(() => shop.close());

  const fake = (): Subject => {
    const orders = new InMemoryMemberOrders();
    for (const order of facts.orders) orders.add(structuredClone(order));
    orders.refunds.push(...structuredClone(facts.refunds));
    return { orders, refunds: new InMemoryRefunds(orders, new FixedClock(shop.now)) };
  };
  const subjects: [string, () => Subject][] = [['the in-memory fakes', fake], ['the typed clients over the real server', () => real]];
  const orderIn = (status: OrderStatus) => facts.orders.find((o) => o.status === status)!;

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Subject;
    beforeEach(() => { s = subject(); });

    it('lists the member’s orders newest first with every tab’s count, and a tab only its own', async () => {
      const page = await s.orders.list('all', 1);
      const newestFirst = [...facts.orders].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      expect(page.orders.map((o) => [o.id, o.number, o.status, o.total, o.itemCount, o.firstTitle, o.firstImage, o.paymentMethod])).toEqual(newestFirst.map((o) => [
        o.id, o.number, o.status, o.total, o.lines.reduce((n, l) => n + l.quantity, 0), o.lines[0].productTitle, o.lines[0].image, o.paymentMethod,
      ]));
      expect(page.counts).toEqual(Object.fromEntries(ORDER_TABS.map((tab) => [tab, tab === 'all' ? facts.orders.length : facts.orders.filter((o) => tabOfStatus(o.status) === tab).length])));
      expect((await s.orders.list('unpaid', 1)).orders.map((o) => o.status)).toEqual(['pending_payment']);
    });

    it('cancels an unpaid order once, refuses it again and refuses an order that is not hers', async () => {
      const unpaid = orderIn('pending_payment');
      expect(await s.orders.cancel(unpaid.id)).toEqual({ orderId: unpaid.id, status: 'cancelled', statusLabel: expect.any(String) });
      expect((await s.orders.list('all', 1)).orders.find((o) => o.id === unpaid.id)?.status).toBe('cancelled');
      await expect(s.orders.cancel(unpaid.id)).rejects.toMatchObject({ kind: 'api', status: 409, code: 'ORDER_NOT_CANCELLABLE' });
      await expect(s.orders.cancel(987_654)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('asks a delivered order’s line back, prices it and lists it first; the detail is the same refund', async () => {
      const delivered = orderIn('delivered');
      const line = delivered.lines[0];
      const refund = await s.refunds.request({ orderId: delivered.id, lines: [{ optionId: line.optionId, quantity: 1 }], reason: 'size', note: '  太小了 ', refundTo: 'original' });
      expect(refund).toMatchObject({ orderId: delivered.id, orderNumber: delivered.number, status: 'requested', note: '太小了', refundTo: 'original', itemCount: 1, firstTitle: line.productTitle });
      expect(refund.lines).toEqual([expect.objectContaining({ optionId: line.optionId, productTitle: line.productTitle, size: line.size, image: line.image, quantity: 1 })]);
      expect(refund.amount).toBe(refund.lines[0].amount);
      expect((await s.refunds.list())[0]).toMatchObject({ id: refund.id, amount: refund.amount });
      expect(await s.refunds.detail(refund.id)).toEqual(refund);
    });

    it('refuses a refund the rules do not allow, with the server’s kinds and codes', async () => {
      const delivered = orderIn('delivered');
      const line = delivered.lines[0];
      const ask = (orderId: number, quantity: number, reason: 'other' | 'size' = 'size', note = '') =>
        s.refunds.request({ orderId, lines: [{ optionId: line.optionId, quantity }], reason, note, refundTo: 'credit' });
      await expect(ask(delivered.id, line.quantity + 1)).rejects.toMatchObject({ kind: 'api', status: 409, code: 'REFUND_OVER_QUANTITY' });
      await expect(ask(delivered.id, 1, 'other', '   ')).rejects.toBeInstanceOf(ParameterError);
      await expect(ask(orderIn('shipped').id, 1)).rejects.toMatchObject({ kind: 'api', status: 409, code: 'REFUND_NOT_ALLOWED' });
      await expect(ask(orderIn('completed').id, 1)).rejects.toBeInstanceOf(ApiError);
      await expect(ask(987_654, 1)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.refunds.detail(987_654)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
});

/** Amy's orders with their lines and 已送達 time, and her refunds, as the real server holds them before any test. */
async function readFacts(shop: RealShop, refunds: RefundGateway): Promise<Facts> {
  const db = shop.test.db;
  const amy = await db.selectFrom('members').select('id').where('email', '=', 'amy@example.com').executeTakeFirstOrThrow();
  const rows = await db.selectFrom('orders').select(['id', 'number', 'status', 'created_at', 'total', 'payment_method', 'credit_used']).where('member_id', '=', amy.id).orderBy('id').execute();
  const orders: MemoryOrder[] = [];
  for (const row of rows) {
    const lines = await db.selectFrom('order_lines').select(['option_id', 'product_title', 'size', 'image', 'unit_price', 'quantity']).where('order_id', '=', row.id).orderBy('id').execute();
    const delivered = await db.selectFrom('order_status_history').select('created_at').where('order_id', '=', row.id).where('status', '=', 'delivered').orderBy('created_at', 'desc').executeTakeFirst();
    orders.push({
      id: row.id, number: row.number, status: row.status as OrderStatus, createdAt: Number(row.created_at), total: row.total, creditUsed: row.credit_used,
      paymentMethod: row.payment_method as PaymentMethod, deliveredAt: delivered ? Number(delivered.created_at) : null,
      lines: lines.map((l) => ({ optionId: l.option_id, productTitle: l.product_title, size: l.size, image: l.image, unitPrice: l.unit_price, quantity: l.quantity })),
    });
  }
  for (const status of ['pending_payment', 'delivered', 'shipped', 'completed'] as const) {
    if (!orders.some((o) => o.status === status)) throw new Error(`the seed has no ${status} order for Amy`);
  }
  const listed = await refunds.list();
  return { orders, refunds: await Promise.all([...listed].reverse().map((r) => refunds.detail(r.id))) };
}
