import { canRetryPayment, latestPayment, type Payment } from '../../../src/domain/checkout/checkoutView';
import { invoiceSummary } from '../../../src/domain/checkout/invoiceText';

const payment = (state: Payment['state']): Payment => ({
  id: 1, method: 'card', state, amount: 990, cardBrand: null, cardLast4: null, bankCode: null, virtualAccount: null, deadline: null, nextPath: null,
});

describe('重新付款', () => {
  it('is offered while the order waits and its last payment was declined or lapsed', () => {
    expect(canRetryPayment({ status: 'pending_payment', payments: [payment('declined')] })).toBe(true);
    expect(canRetryPayment({ status: 'pending_payment', payments: [payment('succeeded'), payment('expired')] })).toBe(true);
  });

  it('is not offered for a payment still open, a paid order or a cancelled one', () => {
    expect(canRetryPayment({ status: 'pending_payment', payments: [payment('pending')] })).toBe(false);
    expect(canRetryPayment({ status: 'to_ship', payments: [payment('declined'), payment('succeeded')] })).toBe(false);
    expect(canRetryPayment({ status: 'cancelled', payments: [payment('declined')] })).toBe(false);
    expect(latestPayment({ payments: [] })).toBeNull();
  });
});

describe('invoice summary', () => {
  it('reads each e-invoice choice as the order pages show it', () => {
    expect(invoiceSummary({ kind: 'member' })).toBe('電子發票・會員載具');
    expect(invoiceSummary({ kind: 'mobile_barcode', code: '/ABC1234' })).toBe('電子發票・手機條碼 /ABC1234');
    expect(invoiceSummary({ kind: 'company', taxId: '04595257', companyName: '寶貝股份有限公司' })).toBe('電子發票・公司戶 04595257 寶貝股份有限公司');
    expect(invoiceSummary({ kind: 'donation', code: '919' })).toBe('捐贈發票・捐贈碼 919');
  });
});
