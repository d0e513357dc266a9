import { loadConfig } from '../../../server/config';
import { securityOptions } from '../../../server/http/security';
import { paymentGatewayFor } from '../../../server/services/payments/gatewayFor';
import { decryptTradeInfo, queryCheckValue } from '../../../server/services/payments/newebpay/mpgCrypto';
import type { MpgPost } from '../../../server/services/payments/newebpay/mpgHttp';
import { NewebPayGateway } from '../../../server/services/payments/newebpay/NewebPayGateway';
import { NoPaymentGateway } from '../../../server/services/payments/PaymentGateway';

const ENV = {
  NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', NEWEBPAY_MERCHANT_ID: 'MS123456789',
  NEWEBPAY_HASH_KEY: '12345678901234567890123456789012', NEWEBPAY_HASH_IV: '1234567890123456',
  NEWEBPAY_MPG_URL: 'https://ccore.newebpay.com/MPG/mpg_gateway', NEWEBPAY_QUERY_URL: 'https://ccore.newebpay.com/API/QueryTradeInfo',
};
const KEYS = { hashKey: ENV.NEWEBPAY_HASH_KEY, hashIv: ENV.NEWEBPAY_HASH_IV };
const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);

describe('NewebPay settings and the gateway chosen', () => {
  it('reads the merchant, its URLs (production ones by default) and the order prefix', () => {
    const config = loadConfig(ENV);
    expect(config.payment).toEqual({
      merchantId: 'MS123456789', hashKey: ENV.NEWEBPAY_HASH_KEY, hashIv: ENV.NEWEBPAY_HASH_IV, orderPrefix: 'BB',
      mpgUrl: ENV.NEWEBPAY_MPG_URL, queryUrl: ENV.NEWEBPAY_QUERY_URL,
      cancelUrl: 'https://core.newebpay.com/API/CreditCard/Cancel', closeUrl: 'https://core.newebpay.com/API/CreditCard/Close',
    });
    expect(paymentGatewayFor(config)).toBeInstanceOf(NewebPayGateway);
  });

  it('lets the hand-off page post to the gateway\'s origin, and to no other (CSP form-action)', () => {
    const directives = (env: Record<string, string>) => (securityOptions(loadConfig(env)).contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
    expect(directives(ENV).formAction).toEqual(["'self'", 'https://ccore.newebpay.com']);
    expect(directives({}).formAction).toEqual(["'self'"]);
  });

  it('refuses keys of the wrong length and an order prefix the gateway would refuse', () => {
    expect(() => loadConfig({ ...ENV, NEWEBPAY_HASH_KEY: 'short' })).toThrow(/32 bytes/);
    expect(() => loadConfig({ ...ENV, NEWEBPAY_ORDER_PREFIX: 'A-B' })).toThrow(/NEWEBPAY_ORDER_PREFIX/);
  });

  it('uses the local sandbox MPG in demo mode without a merchant, and nothing online without either', () => {
    const demo = paymentGatewayFor(loadConfig({ DEMO_MODE: '1', PUBLIC_ORIGIN: 'http://localhost:3000' }));
    expect(demo).toBeInstanceOf(NewebPayGateway);
    expect(demo.hostedForm!({ paymentId: 1, method: 'card', amount: 1, orderNumber: 'X', returnPath: '/' }, NOW)!.url).toBe('http://localhost:3000/sandbox/newebpay/MPG/mpg_gateway');
    expect(paymentGatewayFor(loadConfig({}))).toBeInstanceOf(NoPaymentGateway);
  });
});

describe('NewebPayGateway', () => {
  const gateway = paymentGatewayFor(loadConfig(ENV)) as NewebPayGateway;
  const request = { paymentId: 42, amount: 1280, orderNumber: 'JT2026112700042', returnPath: '/groupbuy/pay/v2/7' };

  it('starts card, ATM and LINE Pay as MPG trades on the hand-off page; cash on delivery needs none', () => {
    for (const method of ['card', 'atm', 'line_pay'] as const) {
      expect(gateway.start({ ...request, method }, NOW)).toMatchObject({ gateway: 'newebpay', bankCode: null, virtualAccount: null, nextPath: '/groupbuy/neweb_credit_form/42' });
    }
    expect(gateway.start({ ...request, method: 'cvs_cod' }, NOW).nextPath).toBeNull();
  });

  it('signs a trade of this attempt: its own MerchantOrderNo, the amount, one method, our URLs', () => {
    const form = gateway.hostedForm({ ...request, method: 'atm' }, NOW)!;
    expect(form.url).toBe(ENV.NEWEBPAY_MPG_URL);
    expect(form.fields).toMatchObject({ MerchantID: 'MS123456789', Version: '2.0' });
    const fields = Object.fromEntries(new URLSearchParams(decryptTradeInfo(form.fields.TradeInfo, KEYS)));
    expect(fields).toMatchObject({
      MerchantID: 'MS123456789', RespondType: 'JSON', TimeStamp: String(NOW / 1000), MerchantOrderNo: 'BB42', Amt: '1280', VACC: '1',
      ItemDesc: '寶貝揪團訂單 JT2026112700042', ExpireDate: '20261130', NotifyURL: 'https://shop.example/payments/newebpay/notify',
      ReturnURL: 'https://shop.example/payments/newebpay/return', CustomerURL: 'https://shop.example/payments/newebpay/customer',
      ClientBackURL: 'https://shop.example/groupbuy/pay/v2/7',
    });
    expect(fields.CREDIT).toBeUndefined();
  });

  it('queries with the CheckValue and refuses an answer whose CheckCode is not ours', async () => {
    const posts: Record<string, string | number>[] = [];
    const post: MpgPost = async (_url, form) => {
      posts.push(form);
      return { Status: 'SUCCESS', Result: { MerchantID: 'MS123456789', Amt: 1280, MerchantOrderNo: 'BB42', TradeNo: '1', TradeStatus: '1', CheckCode: 'FORGED' } };
    };
    gateway.usePost(post);
    await expect(gateway.query(42, 1280, NOW)).rejects.toThrow(/CheckCode/);
    expect(posts[0]).toMatchObject({ MerchantID: 'MS123456789', Version: '1.3', MerchantOrderNo: 'BB42', Amt: 1280,
      CheckValue: queryCheckValue({ Amt: 1280, MerchantID: 'MS123456789', MerchantOrderNo: 'BB42' }, KEYS) });
  });
});
