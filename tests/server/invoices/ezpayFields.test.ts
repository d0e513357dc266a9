import { allowanceFields, issueFields } from '../../../server/services/invoices/ezpay/ezpayFields';
import { invoiceLines } from '../../../server/services/invoices/invoiceRequest';
import { b2bLines, splitTax, untaxed } from '../../../server/services/invoices/taxMaths';

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const LINES = [{ name: '嬰兒連身衣 70cm', count: 2, unitPrice: 500 }, { name: '運費', count: 1, unitPrice: 100 }];
const base = { orderNo: 'JT20261127000042', total: 1100, buyerName: '王小明', buyerEmail: 'ming@example.com', lines: LINES };

describe('5 % business tax on tax-included amounts', () => {
  it('splits a total into sales and tax, rounding half up', () => {
    expect(splitTax(1100)).toEqual({ amt: 1048, taxAmt: 52 });
    expect(splitTax(105)).toEqual({ amt: 100, taxAmt: 5 });
    expect(splitTax(1)).toEqual({ amt: 1, taxAmt: 0 });
    for (const total of [1, 10, 21, 999, 1550, 123_457]) expect(untaxed(total)).toBe(Math.round(total / 1.05));
  });

  it('states 三聯式 lines untaxed, whole dollars, adding up to the sales amount', () => {
    const lines = b2bLines([{ name: 'A', count: 3, unitPrice: 100 }, { name: 'B', count: 1, unitPrice: 55 }], untaxed(355));
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(untaxed(355));
    expect(lines.every((l) => Number.isInteger(l.unitPrice) && l.unitPrice * l.count === l.amount)).toBe(true);
    expect(lines[0]).toMatchObject({ name: 'A ×3', count: 1, amount: 286 });
  });
});

describe('invoice_issue 1.5 fields', () => {
  it('B2C to a 手機條碼: tax-included lines adding up to TotalAmt, carrier 0, not printed', () => {
    const f = issueFields({ ...base, recipient: { kind: 'mobile_barcode', code: '/AB+-.12' } }, NOW);
    expect(f).toMatchObject({
      Version: '1.5', TimeStamp: NOW / 1000, MerchantOrderNo: 'JT20261127000042', Status: '1', Category: 'B2C', BuyerUBN: '',
      CarrierType: 0, CarrierNum: '/AB+-.12', LoveCode: '', PrintFlag: 'N', TaxType: '1', TaxRate: 5, Amt: 1048, TaxAmt: 52, TotalAmt: 1100,
      ItemName: '嬰兒連身衣 70cm|運費', ItemCount: '2|1', ItemPrice: '500|100', ItemAmt: '1000|100',
    });
  });

  it('a donation names its 捐贈碼; the 會員載具 is ezPay\'s own carrier under the buyer\'s e-mail', () => {
    expect(issueFields({ ...base, recipient: { kind: 'donation', code: '919' } }, NOW)).toMatchObject({ CarrierType: '', LoveCode: '919', PrintFlag: 'N' });
    expect(issueFields({ ...base, recipient: { kind: 'member' } }, NOW)).toMatchObject({ CarrierType: 2, CarrierNum: 'ming@example.com', PrintFlag: 'N' });
    expect(issueFields({ ...base, recipient: { kind: 'citizen_cert', code: 'AB12345678901234' } }, NOW)).toMatchObject({ CarrierType: 1, CarrierNum: 'AB12345678901234' });
  });

  it('三聯式: B2B to the 統一編號, printed, untaxed lines adding up to Amt', () => {
    const f = issueFields({ ...base, recipient: { kind: 'company', taxId: '04595257', companyName: '寶貝股份有限公司' } }, NOW);
    expect(f).toMatchObject({ Category: 'B2B', BuyerName: '寶貝股份有限公司', BuyerUBN: '04595257', PrintFlag: 'Y', CarrierType: '', Amt: 1048, TaxAmt: 52, TotalAmt: 1100 });
    expect(String(f.ItemAmt).split('|').map(Number).reduce((a, b) => a + b, 0)).toBe(1048);
  });

  it('states one line for the lot when discounts or credit make the lines differ from what was paid', () => {
    expect(invoiceLines('JT1', 1100, 100, [{ name: 'A', count: 2, unitPrice: 500 }])).toHaveLength(2);
    expect(invoiceLines('JT1', 1050, 100, [{ name: 'A', count: 2, unitPrice: 500 }])).toEqual([{ name: '寶貝揪團訂單 JT1', count: 1, unitPrice: 1050 }]);
  });
});

describe('allowance_issue 1.3 fields', () => {
  it('one untaxed line, its tax beside it, TotalAmt the refund as paid', () => {
    const ref = { orderNo: 'JT1', number: 'AB00000001', randomCode: '1234', transNo: 'T1', total: 1100 };
    expect(allowanceFields(ref, 517, '退款折讓', 'ming@example.com', NOW)).toMatchObject({
      Version: '1.3', InvoiceNo: 'AB00000001', MerchantOrderNo: 'JT1', ItemCount: 1, ItemPrice: 492, ItemAmt: 492, ItemTaxAmt: 25, TotalAmt: 517, Status: '1',
    });
  });
});
