import { appContext } from '../../../server/app';
import { EzPayInvoiceIssuer } from '../../../server/services/invoices/ezpay/EzPayInvoiceIssuer';
import { sandboxInvoiceConfig } from '../../../server/services/invoices/ezpay/sandbox/sandboxSettings';
import type { InvoiceRequest } from '../../../server/services/invoices/InvoiceIssuer';
import { voidOrderInvoice } from '../../../server/services/invoices/invoiceWork';
import { invoiceDeps, runInvoiceJob } from '../../../server/services/invoices/jobs';
import { call } from '../helpers/api';
import { payByCard } from '../helpers/sandboxMpg';
import { createTestApp, dialects, TEST_ORIGIN, type TestApp } from '../helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';

/** The sandbox ezPay's adapter, with the network to it cut while `down` (the payment side is untouched). */
class FlakyIssuer extends EzPayInvoiceIssuer {
  down = false;
  override issue(request: InvoiceRequest, now: number) {
    return this.down ? Promise.reject(new Error('connect ECONNREFUSED inv.ezpay.com.tw')) : super.issue(request, now);
  }
}

describe.each(dialects())('e-invoices of paid orders on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 27, 2, 0, 0);
  const issuer = new FlakyIssuer(sandboxInvoiceConfig(TEST_ORIGIN));
  const warnings: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { demoMode: true }, now: () => clock, invoiceIssuer: issuer, seed: 0.05 });
    await t.app.ready();
    const log = appContext(t.app).log;
    jest.spyOn(log, 'warn').mockImplementation(((details: Record<string, unknown>) => void warnings.push(details)) as never);
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  async function paidOrder(prefix: string, skip: number) {
    const [member] = await newMembers(t.db, 1, `${prefix}-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5, skip });
    const checkoutId = await readyCheckout(t.app, member, optionId, 1, 'card');
    const placed = (await placeOrder(t.app, member, checkoutId, `key-${prefix}-${dialect}-1`)).json().data;
    await payByCard(t.app, member, placed.payment.id, '4000 2211 1111 1111');
    const detail = async () => (await call(t.app, 'GET', `/v1/orders/detail?id=${placed.order_id as number}`, { headers: member })).json().data;
    return { member, orderId: placed.order_id as number, detail };
  }
  const invoiceRow = (orderId: number) => t.db.selectFrom('einvoices').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

  it('issues the invoice once the payment has committed: the detail and the payment mail show the provider\'s number and 隨機碼', async () => {
    const { detail } = await paidOrder('issue', 6);
    const order = await detail();
    expect(order).toMatchObject({ status: 'to_ship', invoice_number: expect.stringMatching(/^AB\d{8}$/), invoice_random_code: expect.stringMatching(/^\d{4}$/) });
    const mail = await t.db.selectFrom('outbox').select(['subject', 'text_body']).where('subject', 'like', `%${order.number as string} 付款成功`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`電子發票號碼：${order.invoice_number as string}（隨機碼 ${order.invoice_random_code as string}）`);
    const sandbox = await t.db.selectFrom('sandbox_ezpay_invoices').select(['merchant_order_no', 'total_amt']).where('invoice_number', '=', order.invoice_number).executeTakeFirstOrThrow();
    expect(sandbox).toEqual({ merchant_order_no: order.number, total_amt: order.summary.total });
  });

  it('with the provider down the payment stays recorded; the job issues the invoice later, logged without what was sent', async () => {
    issuer.down = true;
    const { orderId, detail } = await paidOrder('down', 7);
    expect(await detail()).toMatchObject({ status: 'to_ship', invoice_number: null, payments: [{ state: 'succeeded' }] });
    expect(await invoiceRow(orderId)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') });
    expect(warnings.at(-1)).toEqual({ invoiceId: expect.any(Number), orderId, attempts: 1, error: 'connect ECONNREFUSED inv.ezpay.com.tw' });
    issuer.down = false;
    await runInvoiceJob(invoiceDeps(appContext(t.app)));
    expect((await invoiceRow(orderId)).status).toBe('pending');
    clock += 61_000;
    await runInvoiceJob(invoiceDeps(appContext(t.app)));
    expect(await invoiceRow(orderId)).toMatchObject({ status: 'issued', attempts: 1, last_error: null });
    expect((await detail()).invoice_number).toMatch(/^AB\d{8}$/);
  });

  it('voids the invoice of a paid order that is cancelled', async () => {
    const { orderId } = await paidOrder('void', 8);
    const number = (await invoiceRow(orderId)).number!;
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();
    await voidOrderInvoice(invoiceDeps(appContext(t.app)), orderId);
    expect(await invoiceRow(orderId)).toMatchObject({ status: 'voided', voided_at: clock });
    expect((await t.db.selectFrom('sandbox_ezpay_invoices').select('status').where('invoice_number', '=', number).executeTakeFirstOrThrow()).status).toBe('void');
  });
});

describe.each(dialects())('the provider\'s check of 手機條碼 and 捐贈碼 before an order on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { demoMode: true }, seed: 0.05 });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('refuses an unknown code with a field error, accepts a known one, and asks the provider once per code while cached', async () => {
    const [member] = await newMembers(t.db, 1, `codes-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5, skip: 9 });
    const checkoutId = await readyCheckout(t.app, member, optionId, 1, 'card');
    const asked = jest.spyOn(appContext(t.app).invoices, 'codeExists');
    const change = (invoice: object) => call(t.app, 'PATCH', `/v1/checkouts/${checkoutId}`, { headers: member, body: { invoice } });
    const unknown = await change({ kind: 'mobile_barcode', code: '/ZZZ9999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: '查無此手機條碼，請確認後重新輸入', fields: { 'invoice.code': '查無此手機條碼，請確認後重新輸入' } });
    expect((await change({ kind: 'donation', code: '1234' })).json().fields).toEqual({ 'invoice.code': '查無此捐贈碼，請確認後重新輸入' });
    expect((await change({ kind: 'mobile_barcode', code: 'bad' })).json().fields).toEqual({ 'invoice.code': '手機條碼格式為 / 加 7 碼英數字或 . + -' });
    expect((await change({ kind: 'mobile_barcode', code: '/ABC.123' })).statusCode).toBe(200);
    expect((await change({ kind: 'mobile_barcode', code: '/ABC.123' })).statusCode).toBe(200);
    expect(asked.mock.calls.map((c) => c[1])).toEqual(['/ZZZ9999', '1234', '/ABC.123']);
    // A choice stored without the check (remembered from before it existed) is checked when the order is placed.
    await t.db.updateTable('checkouts').set({ invoice: JSON.stringify({ kind: 'donation', code: '7654321' }) }).where('id', '=', checkoutId).execute();
    const placed = await placeOrder(t.app, member, checkoutId, `key-codes-${dialect}-1`);
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toMatchObject({ error_code: 'ORDER_INCOMPLETE', fields: { 'invoice.code': '查無此捐贈碼，請確認後重新輸入' } });
  });
});
