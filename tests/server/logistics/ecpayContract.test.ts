import { appContext } from '../../../server/app';
import { ownOriginFetch } from '../../../server/http/ownOriginFetch';
import { EcpayLogistics } from '../../../server/services/logistics/ecpay/EcpayLogistics';
import { readCreateAnswer } from '../../../server/services/logistics/ecpay/expressCreate';
import { SANDBOX_LOGISTICS_BASE, SANDBOX_LOGISTICS_MERCHANT } from '../../../server/services/logistics/ecpay/sandbox/sandboxSettings';
import { readTradeQueryAnswer } from '../../../server/services/logistics/ecpay/tradeQuery';
import type { ShipmentRequest } from '../../../server/services/logistics/LogisticsProvider';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/testApp';
import { FORM, formBody, formsOf } from './forms';

const request = (tradeNo: string): ShipmentRequest => ({
  merchantTradeNo: tradeNo, tradeDate: Date.UTC(2026, 10, 27, 4, 0, 0), goodsAmount: 1280, collectAmount: 0, goodsName: '有機棉包屁衣 <70cm>',
  receiver: { name: '王小美', mobile: '0912345678', email: 'amy@example.com' }, shipTo: { kind: 'cvs', chain: 'family', storeId: '006598' },
});

/** Issue 27: the ECPay adapter against the local ECPay logistics, over HTTP form posts as it would talk to ECPay's stage. */
describe('EcpayLogistics against the local ECPay logistics', () => {
  let t: TestApp;
  let adapter: EcpayLogistics;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    adapter = new EcpayLogistics({ ...SANDBOX_LOGISTICS_MERCHANT, url: `${TEST_ORIGIN}${SANDBOX_LOGISTICS_BASE}` }, ownOriginFetch(t.app, TEST_ORIGIN));
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  it('creates a C2C shipment and reads the signed 1|… answer; the same MerchantTradeNo again is refused as ECPay words it', async () => {
    const created = await adapter.createShipment(request('CONTRACT1'), `${TEST_ORIGIN}/logistics/ecpay/status`);
    expect(created).toEqual({ ok: true, shipment: expect.objectContaining({ subType: 'FAMIC2C', logisticsType: 'CVS', code: '300' }) });
    const row = await t.db.selectFrom('sandbox_ecpay_shipments').select('fields').where('merchant_trade_no', '=', 'CONTRACT1').executeTakeFirstOrThrow();
    // ECPay refuses these characters in GoodsName; the MerchantTradeDate is Taiwan time.
    expect(JSON.parse(row.fields)).toMatchObject({ GoodsName: '有機棉包屁衣 70cm', MerchantTradeDate: '2026/11/27 12:00:00', ReceiverStoreID: '006598', IsCollection: 'N' });
    expect(await adapter.createShipment(request('CONTRACT1'), `${TEST_ORIGIN}/x`)).toEqual({ ok: false, message: '訂單編號重覆' });
  });

  it('finds the parcel booked under a MerchantTradeNo (QueryLogisticsTradeInfo), and none for a trade never booked', async () => {
    const created = await adapter.createShipment(request('CONTRACT4'), `${TEST_ORIGIN}/x`);
    if (!created.ok) throw new Error(created.message);
    const found = await adapter.findShipment('CONTRACT4', Date.now());
    expect(found).toMatchObject({
      logisticsId: created.shipment.logisticsId, logisticsType: 'CVS', subType: 'FAMIC2C', cvsPaymentNo: created.shipment.cvsPaymentNo, code: '300',
    });
    expect(await adapter.findShipment('NEVERBOOKED', Date.now())).toBeNull();
    expect(() => readTradeQueryAnswer('AllPayLogisticsID=1&MerchantTradeNo=X&CheckMacValue=00', 'X', () => false)).toThrow('not ours');
    expect(() => readTradeQueryAnswer('AllPayLogisticsID=1&MerchantTradeNo=Y&CheckMacValue=00', 'X', () => true)).toThrow('not ours');
  });

  it('is refused by the provider when its keys are wrong', async () => {
    const wrong = new EcpayLogistics({ ...SANDBOX_LOGISTICS_MERCHANT, hashKey: 'wrongwrongwrong1', url: `${TEST_ORIGIN}${SANDBOX_LOGISTICS_BASE}` }, ownOriginFetch(t.app, TEST_ORIGIN));
    expect(await wrong.createShipment(request('CONTRACT2'), `${TEST_ORIGIN}/x`)).toEqual({ ok: false, message: 'CheckMacValue Error' });
  });

  it('does not believe a success answer signed with other keys', () => {
    expect(() => readCreateAnswer('1|AllPayLogisticsID=1&CheckMacValue=00', () => false)).toThrow('CheckMacValue that is not ours');
    expect(readCreateAnswer('0|ReceiverStoreID Error', () => true)).toEqual({ ok: false, message: 'ReceiverStoreID Error' });
  });

  it('signs the label form for the chain\'s print call, which the provider opens', async () => {
    const created = await adapter.createShipment(request('CONTRACT3'), `${TEST_ORIGIN}/x`);
    if (!created.ok) throw new Error(created.message);
    const form = adapter.printForm(created.shipment);
    expect(form.url).toBe(`${TEST_ORIGIN}${SANDBOX_LOGISTICS_BASE}/Express/PrintFAMIC2COrderInfo`);
    expect(form.fields).toMatchObject({ MerchantID: '2000933', AllPayLogisticsID: created.shipment.logisticsId, CVSPaymentNo: created.shipment.cvsPaymentNo, CheckMacValue: expect.stringMatching(/^[0-9A-F]{32}$/) });
    const page = await t.app.inject({ method: 'POST', url: form.url.replace(TEST_ORIGIN, ''), headers: FORM, payload: formBody(form.fields) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(created.shipment.logisticsId);
    const tampered = await t.app.inject({ method: 'POST', url: form.url.replace(TEST_ORIGIN, ''), headers: FORM, payload: formBody({ ...form.fields, AllPayLogisticsID: '1' }) });
    expect([tampered.statusCode, tampered.body]).toEqual([200, '0|CheckMacValue Error']);
    expect(formsOf(page.body)).toEqual([]);
    const home = adapter.printForm({ logisticsId: '1700001', subType: 'TCAT', cvsPaymentNo: null, cvsValidationNo: null });
    expect(home.url).toBe(`${TEST_ORIGIN}${SANDBOX_LOGISTICS_BASE}/helper/printTradeDocument`);
  });

  it('is the provider the demo app uses (only its URL and keys differ from production)', () => {
    expect(appContext(t.app).logistics).toBeInstanceOf(EcpayLogistics);
  });
});
