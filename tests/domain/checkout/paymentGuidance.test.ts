import { BANKS, bankLabel, groupedAccount } from '../../../src/domain/checkout/banks';
import type { OrderDetail, Payment } from '../../../src/domain/checkout/checkoutView';
import { paymentProblem, pickupDeadline, pickupNotice } from '../../../src/domain/checkout/paymentGuidance';

const payment = (state: Payment['state'], method: Payment['method'] = 'card'): Payment => ({
  id: 1, method, state, amount: 990, cardBrand: null, cardLast4: null, bankCode: null, virtualAccount: null, deadline: null, nextPath: null,
});
// 2026-11-25 10:00 in Taipei.
const ARRIVED = Date.UTC(2026, 10, 25, 2, 0);
const order = (over: Partial<OrderDetail>) => ({
  status: 'to_ship', deliveryMethod: 'cvs', paymentMethod: 'card', deliveredAt: null, summary: { goods: 1290, promotionDiscount: 0, couponDiscount: 0, creditUsed: 0, shippingFee: 60, total: 1350 },
  destination: { kind: 'cvs', recipient: '王小美', mobile: '0912345678', city: '', district: '', zip: '', street: '', storeChain: 'seven', storeId: '131386', storeName: '鑫和平門市' },
  payments: [], ...over,
}) as OrderDetail;

describe('ATM 虛擬帳號 as a parent reads it', () => {
  it('names the bank with its code, and knows each code once', () => {
    expect(bankLabel('812')).toBe('台新銀行 (812)');
    expect(bankLabel('822')).toBe('中國信託 (822)');
    expect(bankLabel('999')).toBe('銀行代碼 999');
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(BANKS.length);
  });
  it('groups the account by four', () => {
    expect(groupedAccount('12345678901234')).toBe('1234 5678 9012 34');
    expect(groupedAccount('1234 5678')).toBe('1234 5678');
  });
});

describe('超商取貨 pickup notice', () => {
  it('says how she will hear and how long she has, with the amount when paid at the store', () => {
    expect(pickupNotice(order({ status: 'pending_payment', paymentMethod: 'cvs_cod' }))).toBe(
      '商品送達門市後，門市會以簡訊通知收件人手機，我們也會寄 E-mail 給您；請於到店 7 天內取貨並付款 NT$1,350，取貨時請出示與收件人相同姓名的證件。');
    expect(pickupNotice(order({ status: 'shipped' }))).toContain('請於到店 7 天內取貨，');
  });
  it('gives the store and the last day (Taipei) once the parcel is there', () => {
    expect(pickupDeadline(ARRIVED) - ARRIVED).toBe(7 * 86_400_000);
    expect(pickupNotice(order({ status: 'delivered', deliveredAt: ARRIVED, paymentMethod: 'cvs_cod' })))
      .toBe('包裹已送達 7-ELEVEN 鑫和平門市，請於 2026/12/02 前取貨並付款 NT$1,350，逾期未取將退回。');
  });
  it('says nothing for home delivery, a card still unpaid, or an order done', () => {
    expect(pickupNotice(order({ deliveryMethod: 'home' }))).toBeNull();
    expect(pickupNotice(order({ status: 'pending_payment' }))).toBeNull();
    expect(pickupNotice(order({ status: 'completed' }))).toBeNull();
  });
});

describe('a payment that did not go through', () => {
  it('tells a declined card apart from another method and from a lapsed one', () => {
    expect(paymentProblem({ status: 'pending_payment', payments: [payment('declined')] })).toContain('發卡銀行沒有核准');
    expect(paymentProblem({ status: 'pending_payment', payments: [payment('declined', 'line_pay')] })).toMatch(/^LINE Pay 付款未成功/);
    expect(paymentProblem({ status: 'pending_payment', payments: [payment('expired')] })).toContain('沒有在時限內完成');
  });
  it('is silent while the payment is open or the order has moved on', () => {
    expect(paymentProblem({ status: 'pending_payment', payments: [payment('pending')] })).toBeNull();
    expect(paymentProblem({ status: 'cancelled', payments: [payment('declined')] })).toBeNull();
  });
});
