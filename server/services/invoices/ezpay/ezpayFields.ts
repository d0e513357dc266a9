import type { InvoiceRecipient, InvoiceRequest, InvoiceRef } from '../InvoiceIssuer';
import { b2bLines, b2cLines, splitTax, untaxed, type PricedLine } from '../taxMaths';

type Fields = Record<string, string | number>;

const timeStamp = (now: number): number => Math.floor(now / 1000);
/** ezPay joins item columns with `|`, so a name may not hold one; names are cut to what its screens show. */
const itemName = (name: string): string => name.replace(/[|\r\n]/g, ' ').slice(0, 30);

const columns = (lines: PricedLine[]): Fields => ({
  ItemName: lines.map((l) => itemName(l.name)).join('|'), ItemCount: lines.map((l) => l.count).join('|'),
  ItemUnit: lines.map(() => '件').join('|'), ItemPrice: lines.map((l) => l.unitPrice).join('|'), ItemAmt: lines.map((l) => l.amount).join('|'),
});

/** CarrierType 0 手機條碼, 1 自然人憑證, 2 ezPay's own carrier (ours: the 會員載具, keyed by the buyer's e-mail); a donation names its LoveCode. */
function carrier(recipient: InvoiceRecipient, email: string): Fields {
  switch (recipient.kind) {
    case 'member': return { CarrierType: 2, CarrierNum: email, LoveCode: '', PrintFlag: 'N' };
    case 'mobile_barcode': return { CarrierType: 0, CarrierNum: recipient.code, LoveCode: '', PrintFlag: 'N' };
    case 'citizen_cert': return { CarrierType: 1, CarrierNum: recipient.code, LoveCode: '', PrintFlag: 'N' };
    case 'donation': return { CarrierType: '', CarrierNum: '', LoveCode: recipient.code, PrintFlag: 'N' };
    case 'company': return { CarrierType: '', CarrierNum: '', LoveCode: '', PrintFlag: 'Y' };
  }
}

/**
 * invoice_issue 1.5, issued at once (Status 1), taxable at 5 % (TaxType 1). B2C states tax-included
 * lines; B2B (三聯式, with 統一編號) untaxed lines adding up to Amt. Amt + TaxAmt = TotalAmt either way.
 */
export function issueFields(request: InvoiceRequest, now: number): Fields {
  const { amt, taxAmt } = splitTax(request.total);
  const company = request.recipient.kind === 'company' ? request.recipient : null;
  return {
    RespondType: 'JSON', Version: '1.5', TimeStamp: timeStamp(now), TransNum: '', MerchantOrderNo: request.orderNo, Status: '1',
    Category: company ? 'B2B' : 'B2C', BuyerName: company ? company.companyName.slice(0, 60) : request.buyerName.slice(0, 30),
    BuyerUBN: company ? company.taxId : '', BuyerAddress: '', BuyerEmail: request.buyerEmail,
    ...carrier(request.recipient, request.buyerEmail),
    TaxType: '1', TaxRate: 5, Amt: amt, TaxAmt: taxAmt, TotalAmt: request.total,
    ...columns(company ? b2bLines(request.lines, amt) : b2cLines(request.lines)), Comment: '',
  };
}

/** invoice_search 1.3 by our order number and amount (SearchType 1). */
export const searchFields = (orderNo: string, total: number, now: number): Fields => ({
  RespondType: 'JSON', Version: '1.3', TimeStamp: timeStamp(now), SearchType: '1', MerchantOrderNo: orderNo, TotalAmt: total, InvoiceNumber: '', RandomNum: '',
});

/** invoice_invalid 1.0; the reason is cut to the 20 characters the provider keeps. */
export const voidFields = (invoice: InvoiceRef, reason: string, now: number): Fields => ({
  RespondType: 'JSON', Version: '1.0', TimeStamp: timeStamp(now), InvoiceNumber: invoice.number, InvalidReason: reason.slice(0, 20),
});

/** allowance_issue 1.3, confirmed at once (Status 1): one line, untaxed, its tax beside it; TotalAmt is the refund as paid. */
export function allowanceFields(invoice: InvoiceRef, amount: number, name: string, email: string, now: number): Fields {
  const net = untaxed(amount);
  return {
    RespondType: 'JSON', Version: '1.3', TimeStamp: timeStamp(now), InvoiceNo: invoice.number, MerchantOrderNo: invoice.orderNo,
    ItemName: itemName(name), ItemCount: 1, ItemUnit: '件', ItemPrice: net, ItemAmt: net, ItemTaxAmt: amount - net, TotalAmt: amount,
    BuyerEmail: email, Status: '1',
  };
}
