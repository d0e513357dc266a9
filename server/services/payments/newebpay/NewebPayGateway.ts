import type { PaymentConfig } from '../../../config';
import { ATM_DEADLINE_MS, ONLINE_PAYMENT_DEADLINE_MS, type PaymentMethod } from '../../../../src/domain/checkout/payments';
import type { HostedForm, HostedFormRequest, PaymentGateway, PaymentRequest, PaymentStart, RefundRequest, RefundState } from '../PaymentGateway';
import { merchantOrderNo } from './merchantOrderNo';
import { encryptTradeInfo, mpgQueryString, tradeSha } from './mpgCrypto';
import { fetchMpgPost, type MpgPost } from './mpgHttp';
import { cardRefundState, queryTrade, refundCardTrade, type TradeState } from './mpgApi';
import { MPG_VERSION, mpgMethodOf, tradeFields } from './tradeFields';

/** The hand-off page: it form-posts the signed trade to the MPG (`/groupbuy/neweb_credit_form/{paymentId}`). */
export const handoffPath = (paymentId: number): string => `/groupbuy/neweb_credit_form/${paymentId}`;

export interface NewebPayDeps {
  /** Methods the MPG does not carry (AFTEE, its own provider): the sandbox in demo mode, none otherwise. */
  others: PaymentGateway;
  post?: MpgPost;
}

/** NewebPay MPG (藍新 多功能收款): card, ATM (VACC) and LINE Pay as hosted trades; its notify settles them (newebpay/notify.ts). */
export class NewebPayGateway implements PaymentGateway {
  private post: MpgPost;

  constructor(private readonly settings: PaymentConfig & { publicOrigin: string }, private readonly deps: NewebPayDeps) {
    this.post = deps.post ?? fetchMpgPost;
  }

  /** Demo mode: the sandbox answers the gateway's API calls in process when their URL is the shop's own. */
  usePost(post: MpgPost): void {
    this.post = post;
  }

  get keys() {
    return { hashKey: this.settings.hashKey, hashIv: this.settings.hashIv };
  }

  get merchantId(): string {
    return this.settings.merchantId;
  }

  orderNoOf(paymentId: number): string {
    return merchantOrderNo(this.settings.orderPrefix, paymentId);
  }

  get orderPrefix(): string {
    return this.settings.orderPrefix;
  }

  supports(method: PaymentMethod): boolean {
    return mpgMethodOf(method) !== null || this.deps.others.supports(method);
  }

  start(request: PaymentRequest, now: number): PaymentStart {
    if (!mpgMethodOf(request.method)) return this.deps.others.start(request, now);
    // The ATM account is the gateway's to give (CustomerURL); until then only the deadline is known.
    const deadline = now + (request.method === 'atm' ? ATM_DEADLINE_MS : ONLINE_PAYMENT_DEADLINE_MS);
    return { gateway: 'newebpay', bankCode: null, virtualAccount: null, deadline, nextPath: handoffPath(request.paymentId) };
  }

  hostedForm(request: HostedFormRequest, now: number): HostedForm | null {
    if (!mpgMethodOf(request.method)) return null;
    const fields = tradeFields({
      ...request, merchantId: this.settings.merchantId, merchantOrderNo: this.orderNoOf(request.paymentId), publicOrigin: this.settings.publicOrigin,
    }, now);
    const tradeInfo = encryptTradeInfo(mpgQueryString(fields), this.keys);
    return {
      url: this.settings.mpgUrl,
      fields: { MerchantID: this.settings.merchantId, TradeInfo: tradeInfo, TradeSha: tradeSha(tradeInfo, this.keys), Version: MPG_VERSION },
    };
  }

  /** QueryTradeInfo: what the gateway knows of one payment attempt (for a notify that never came). */
  async query(paymentId: number, amount: number, now: number): Promise<TradeState> {
    return queryTrade(this.api(), { MerchantOrderNo: this.orderNoOf(paymentId), Amt: amount }, now);
  }

  async refund(request: RefundRequest, now: number): Promise<void> {
    if (!mpgMethodOf(request.method)) return this.deps.others.refund(request, now);
    if (request.method !== 'card') throw new Error(`payment ${request.paymentId} (${request.method}) is refunded by staff in the NewebPay back office`);
    await refundCardTrade(this.api(), { MerchantOrderNo: this.orderNoOf(request.paymentId), Amt: request.amount }, now);
  }

  /** QueryTradeInfo again: a card trade cancelled, refunded or refunding is back; the other MPG methods are refunded by staff in NewebPay's back office, never by us. */
  async refundState(request: RefundRequest, now: number): Promise<RefundState> {
    if (!mpgMethodOf(request.method)) return this.deps.others.refundState(request, now);
    if (request.method !== 'card') return 'not-refunded';
    return cardRefundState(await this.query(request.paymentId, request.amount, now));
  }

  private api() {
    const { merchantId, queryUrl, cancelUrl, closeUrl } = this.settings;
    return { merchantId, keys: this.keys, post: this.post, urls: { query: queryUrl, cancel: cancelUrl, close: closeUrl } };
  }
}
