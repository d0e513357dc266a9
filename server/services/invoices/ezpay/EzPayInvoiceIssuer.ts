import { withBackoff } from '../../payments/newebpay/mpgHttp';
import {
  InvoiceProviderError, type CodeKind, type InvoiceIssuer, type InvoiceRef, type InvoiceRequest, type IssuedAllowance, type IssuedInvoice,
} from '../InvoiceIssuer';
import { decryptPostData, encryptPostData, parsePostData, postDataCheckValue, verifyCheckCode, type EzPayKeys } from './ezpayCrypto';
import { allowanceFields, issueFields, searchFields, voidFields } from './ezpayFields';
import { fetchEzPayPost, resultObject, str, type EzPayAnswer, type EzPayPost } from './ezpayHttp';
import { EZPAY_PATHS } from './ezpayPaths';
import { issuedFrom } from './ezpayTime';

export interface EzPaySettings {
  merchantId: string;
  hashKey: string;
  hashIv: string;
  /** EZPAY_URL: the API base (test https://cinv.ezpay.com.tw, production https://inv.ezpay.com.tw). */
  url: string;
}

/** ezPay's invoice APIs: form-posted `MerchantID_` + `PostData_`; answers verified by their CheckCode. */
export class EzPayInvoiceIssuer implements InvoiceIssuer {
  readonly configured = true;
  private readonly keys: EzPayKeys;

  constructor(private readonly settings: EzPaySettings, private post: EzPayPost = fetchEzPayPost) {
    this.keys = { hashKey: settings.hashKey, hashIv: settings.hashIv };
  }

  /** Demo mode: the calls to the local sandbox go through the app in process. */
  usePost(post: EzPayPost): void {
    this.post = post;
  }

  private call(path: string, fields: Record<string, string | number>): Promise<EzPayAnswer> {
    return this.post(`${this.settings.url}${path}`, { MerchantID_: this.settings.merchantId, PostData_: encryptPostData(fields, this.keys) });
  }

  /** SUCCESS with a Result; anything else is a refusal (the provider did nothing). */
  private succeeded(answer: EzPayAnswer, api: string): Record<string, unknown> {
    if (answer.Status !== 'SUCCESS') throw new InvoiceProviderError(`ezPay ${api} refused: ${answer.Status} ${str(answer.Message).slice(0, 80)}`, false);
    const result = resultObject(answer);
    if (!result) throw new InvoiceProviderError(`ezPay ${api} answered SUCCESS without a Result`, true);
    return result;
  }

  /** The answer names our merchant, order and amount, and its CheckCode is ours; otherwise it is not believed. */
  private invoiceOf(result: Record<string, unknown>, orderNo: string, total: number, api: string, now: number): IssuedInvoice {
    const fields = {
      MerchantID: str(result.MerchantID), MerchantOrderNo: str(result.MerchantOrderNo), InvoiceTransNo: str(result.InvoiceTransNo),
      TotalAmt: str(result.TotalAmt), RandomNum: str(result.RandomNum),
    };
    const ours = fields.MerchantID === this.settings.merchantId && fields.MerchantOrderNo === orderNo && Number(fields.TotalAmt) === total;
    if (!ours || !verifyCheckCode(fields, result.CheckCode, this.keys)) throw new InvoiceProviderError(`ezPay ${api} answered with a CheckCode, order or amount that is not ours`, true);
    return { number: str(result.InvoiceNumber), randomCode: fields.RandomNum, transNo: fields.InvoiceTransNo, issuedAt: issuedFrom(result.CreateTime, now) };
  }

  async issue(request: InvoiceRequest, now: number): Promise<IssuedInvoice> {
    const answer = await this.call(EZPAY_PATHS.issue, issueFields(request, now));
    return this.invoiceOf(this.succeeded(answer, 'invoice_issue'), request.orderNo, request.total, 'invoice_issue', now);
  }

  /** A search changes nothing, so it is retried after a network failure; "not found" is an answer (null). */
  async find(orderNo: string, total: number, now: number): Promise<IssuedInvoice | null> {
    const answer = await withBackoff(() => this.call(EZPAY_PATHS.search, searchFields(orderNo, total, now)));
    if (answer.Status !== 'SUCCESS') return null;
    const result = this.succeeded(answer, 'invoice_search');
    return str(result.InvoiceStatus) === '2' ? null : this.invoiceOf(result, orderNo, total, 'invoice_search', now);
  }

  /** The void and allowance answers carry the CheckCode of the invoice they act on. */
  private checkInvoiceCode(result: Record<string, unknown>, invoice: InvoiceRef, api: string): void {
    const fields = { MerchantID: this.settings.merchantId, MerchantOrderNo: invoice.orderNo, InvoiceTransNo: invoice.transNo, TotalAmt: invoice.total, RandomNum: invoice.randomCode };
    if (!verifyCheckCode(fields, result.CheckCode, this.keys)) throw new InvoiceProviderError(`ezPay ${api} answered with a CheckCode that is not ours`, true);
  }

  async void(invoice: InvoiceRef, reason: string, now: number): Promise<void> {
    const result = this.succeeded(await this.call(EZPAY_PATHS.void, voidFields(invoice, reason, now)), 'invoice_invalid');
    this.checkInvoiceCode(result, invoice, 'invoice_invalid');
  }

  async allowance(invoice: InvoiceRef, amount: number, itemName: string, buyerEmail: string, now: number): Promise<IssuedAllowance> {
    const answer = await this.call(EZPAY_PATHS.allowance, allowanceFields(invoice, amount, itemName, buyerEmail, now));
    const result = this.succeeded(answer, 'allowance_issue');
    this.checkInvoiceCode(result, invoice, 'allowance_issue');
    return { number: str(result.AllowanceNo), remaining: Number(result.RemainAmt) };
  }

  /**
   * The carrier checks take `Version`, `RespondType` and a `CheckValue` beside PostData_, and answer
   * with Result = hex of the AES of a query string whose IsExist is Y or N. A check changes nothing: retried.
   */
  async codeExists(kind: CodeKind, code: string, now: number): Promise<boolean> {
    const [path, field] = kind === 'mobile_barcode' ? [EZPAY_PATHS.checkBarcode, 'CellphoneBarcode'] : [EZPAY_PATHS.checkLoveCode, 'LoveCode'];
    const postData = encryptPostData({ TimeStamp: Math.floor(now / 1000), [field]: code }, this.keys);
    const form = { MerchantID_: this.settings.merchantId, Version: '1.0', RespondType: 'JSON', PostData_: postData, CheckValue: postDataCheckValue(postData, this.keys) };
    const answer = await withBackoff(() => this.post(`${this.settings.url}${path}`, form));
    if (answer.Status !== 'SUCCESS' || typeof answer.Result !== 'string') throw new InvoiceProviderError(`ezPay ${path} refused: ${answer.Status}`, false);
    let result: Record<string, string>;
    try {
      result = parsePostData(decryptPostData(answer.Result, this.keys));
    } catch {
      throw new InvoiceProviderError(`ezPay ${path} answered a Result that is not ours`, true);
    }
    // The answer names the code it is about when it says so; it must be the one asked.
    return result.IsExist === 'Y' && (result[field] === undefined || result[field] === code);
  }
}
