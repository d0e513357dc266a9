import { appContext } from '../../../server/app';
import { EzPayInvoiceIssuer } from '../../../server/services/invoices/ezpay/EzPayInvoiceIssuer';
import { InvoiceProviderError, type InvoiceRequest } from '../../../server/services/invoices/InvoiceIssuer';
import { SANDBOX_EZPAY_MERCHANT, SANDBOX_KNOWN_CODES } from '../../../server/services/invoices/ezpay/sandbox/sandboxSettings';
import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';

const NOW = Date.UTC(2026, 10, 27, 2, 0, 0);
const request = (orderNo: string, total = 1100): InvoiceRequest => ({
  orderNo, total, buyerName: '王小明', buyerEmail: 'ming@example.com', recipient: { kind: 'member' },
  lines: [{ name: '嬰兒連身衣', count: 2, unitPrice: (total - 100) / 2 }, { name: '運費', count: 1, unitPrice: 100 }],
});

/** Contract: the real adapter against demo mode's local ezPay (same protocol; only the URL and keys differ). */
describe.each(dialects())('EzPayInvoiceIssuer against the sandbox ezPay on %s', (dialect) => {
  let t: TestApp;
  let issuer: EzPayInvoiceIssuer;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { demoMode: true }, now: () => NOW });
    issuer = appContext(t.app).invoices as EzPayInvoiceIssuer;
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('issues numbers from the test 字軌 in order, each answer CheckCode-verified; the same order number twice is refused', async () => {
    const first = await issuer.issue(request(`C1${dialect}`), NOW);
    const second = await issuer.issue({ ...request(`C2${dialect}`), recipient: { kind: 'mobile_barcode', code: '/ABC.123' } }, NOW);
    expect(first).toMatchObject({ number: expect.stringMatching(/^AB\d{8}$/), randomCode: expect.stringMatching(/^\d{4}$/), issuedAt: NOW });
    expect(Number(second.number.slice(2))).toBe(Number(first.number.slice(2)) + 1);
    await expect(issuer.issue(request(`C1${dialect}`), NOW)).rejects.toThrow(/LIB10005/);
    expect(await issuer.find(`C1${dialect}`, 1100, NOW)).toEqual(first);
    expect(await issuer.find(`C1${dialect}`, 1101, NOW)).toBeNull();
  });

  it('issues 三聯式 and donations; refuses amounts that do not add up', async () => {
    await expect(issuer.issue({ ...request(`B2B${dialect}`), recipient: { kind: 'company', taxId: '04595257', companyName: '寶貝股份有限公司' } }, NOW)).resolves.toBeTruthy();
    await expect(issuer.issue({ ...request(`D${dialect}`), recipient: { kind: 'donation', code: '919' } }, NOW)).resolves.toBeTruthy();
    const wrong = { ...request(`W${dialect}`), lines: [{ name: 'x', count: 1, unitPrice: 1 }] };
    await expect(issuer.issue(wrong, NOW)).rejects.toThrow(/INV10013/);
  });

  it('issues 折讓 up to what the invoice has left; an invoice with 折讓 cannot be voided', async () => {
    const issued = await issuer.issue(request(`A${dialect}`), NOW);
    const ref = { orderNo: `A${dialect}`, number: issued.number, randomCode: issued.randomCode, transNo: issued.transNo, total: 1100 };
    expect(await issuer.allowance(ref, 600, '退款折讓', 'ming@example.com', NOW)).toEqual({ number: expect.stringMatching(/^A\d{14}$/), remaining: 500 });
    await expect(issuer.allowance(ref, 501, '退款折讓', 'ming@example.com', NOW)).rejects.toThrow(/ALW10004/);
    await expect(issuer.void(ref, '訂單取消', NOW)).rejects.toThrow(/INV70002/);
  });

  it('voids an issued invoice once; then it is no longer found', async () => {
    const issued = await issuer.issue(request(`V${dialect}`), NOW);
    const ref = { orderNo: `V${dialect}`, number: issued.number, randomCode: issued.randomCode, transNo: issued.transNo, total: 1100 };
    await issuer.void(ref, '訂單取消', NOW);
    await expect(issuer.void(ref, '訂單取消', NOW)).rejects.toThrow(/INV70002/);
    expect(await issuer.find(`V${dialect}`, 1100, NOW)).toBeNull();
  });

  it('does not believe a void answer whose CheckCode is not the invoice\'s', async () => {
    const issued = await issuer.issue(request(`X${dialect}`), NOW);
    const forged = { orderNo: `X${dialect}`, number: issued.number, randomCode: '0000', transNo: issued.transNo, total: 1100 };
    await expect(issuer.void(forged, '訂單取消', NOW)).rejects.toEqual(expect.objectContaining({ answered: true }));
  });

  it('checks 手機條碼 and 捐贈碼: the known ones exist, every other one does not', async () => {
    expect(await issuer.codeExists('mobile_barcode', SANDBOX_KNOWN_CODES.mobile_barcode[1], NOW)).toBe(true);
    expect(await issuer.codeExists('mobile_barcode', '/ZZZ9999', NOW)).toBe(false);
    expect(await issuer.codeExists('donation', '919', NOW)).toBe(true);
    expect(await issuer.codeExists('donation', '1234567', NOW)).toBe(false);
  });

  it('is refused with another merchant\'s keys (the sandbox cannot read its PostData_)', async () => {
    const stranger = new EzPayInvoiceIssuer({ ...SANDBOX_EZPAY_MERCHANT, hashKey: 'abcdefghijklmnopqrstuvwxyz123456', url: `${t.config.publicOrigin}/sandbox/ezpay` });
    stranger.usePost((url, form) => issuer['post'](url, form));
    const refused = await stranger.issue(request(`K${dialect}`), NOW).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(InvoiceProviderError);
    expect(String(refused)).toMatch(/KEY10006/);
  });
});

describe('outside demo mode', () => {
  it('has no sandbox ezPay', async () => {
    const t = await createTestApp('sqlite', { config: { demoMode: false } });
    const answer = await call(t.app, 'POST', '/sandbox/ezpay/Api/invoice_issue');
    expect(answer.statusCode).toBe(404);
    await t.close();
  });
});
