import { answerCheckCode, encryptTradeInfo, mpgQueryString, queryCheckValue, type MpgKeys } from './mpgCrypto';
import { withBackoff, type MpgAnswer, type MpgPost } from './mpgHttp';

export interface MpgApi {
  merchantId: string;
  keys: MpgKeys;
  post: MpgPost;
  urls: { query: string; cancel: string; close: string };
}

interface Trade {
  MerchantOrderNo: string;
  Amt: number;
}

/** QueryTradeInfo's TradeStatus: 0 未付款, 1 付款成功, 2 付款失敗, 3 取消付款, 6 退款 (9 付款中). */
export interface TradeState {
  tradeStatus: number;
  tradeNo: string;
  paymentType: string;
  /** Card trades: 0 未請款, 1 請款申請中, 2 請款處理中, 3 請款完成; BackStatus likewise for the refund. */
  closeStatus: number;
  backStatus: number;
}

const num = (value: unknown): number => (value === undefined || value === null || value === '' ? 0 : Number(value));

/** Asks the gateway about one trade; the answer's CheckCode must be ours, or it is not believed. A query changes nothing, so it is retried. */
export async function queryTrade(api: MpgApi, trade: Trade, now: number): Promise<TradeState> {
  const form = {
    MerchantID: api.merchantId, Version: '1.3', RespondType: 'JSON', TimeStamp: Math.floor(now / 1000),
    CheckValue: queryCheckValue({ ...trade, MerchantID: api.merchantId }, api.keys), MerchantOrderNo: trade.MerchantOrderNo, Amt: trade.Amt,
  };
  const answer = await withBackoff(() => api.post(api.urls.query, form));
  const result = succeeded(answer, 'QueryTradeInfo');
  const tradeNo = String(result.TradeNo ?? '');
  const expected = answerCheckCode({ Amt: num(result.Amt), MerchantID: String(result.MerchantID), MerchantOrderNo: String(result.MerchantOrderNo), TradeNo: tradeNo }, api.keys);
  if (result.CheckCode !== expected || result.MerchantOrderNo !== trade.MerchantOrderNo || num(result.Amt) !== trade.Amt) {
    throw new Error(`QueryTradeInfo for ${trade.MerchantOrderNo} answered with a CheckCode, order or amount that is not ours`);
  }
  return {
    tradeStatus: num(result.TradeStatus), tradeNo, paymentType: String(result.PaymentType ?? ''),
    closeStatus: num(result.CloseStatus), backStatus: num(result.BackStatus),
  };
}

function succeeded(answer: MpgAnswer, api: string): Record<string, unknown> {
  if (answer.Status !== 'SUCCESS') throw new Error(`NewebPay ${api} refused: ${answer.Status}`);
  const result = typeof answer.Result === 'string' ? (JSON.parse(answer.Result) as unknown) : answer.Result;
  if (!result || typeof result !== 'object' || Array.isArray(result)) throw new Error(`NewebPay ${api} answered without a Result`);
  return result as Record<string, unknown>;
}

/** The card APIs take `MerchantID_` and `PostData_` (the AES of their fields), keyed by our MerchantOrderNo (IndexType 1). */
async function cardCall(api: MpgApi, url: string, version: string, fields: Record<string, string | number>, trade: Trade, now: number): Promise<void> {
  const plain = mpgQueryString({
    RespondType: 'JSON', Version: version, Amt: trade.Amt, MerchantOrderNo: trade.MerchantOrderNo, IndexType: 1, TimeStamp: Math.floor(now / 1000), ...fields,
  });
  // Not retried: a cancel or refund that may have gone through is settled by the next query, not a blind second call.
  succeeded(await api.post(url, { MerchantID_: api.merchantId, PostData_: encryptTradeInfo(plain, api.keys) }), url.endsWith('Cancel') ? 'Cancel' : 'Close');
}

/** A card trade cancelled (取消授權), refunded, or with a refund under way (BackStatus) has its money going back. */
export const cardRefundState = (state: TradeState): 'refunded' | 'not-refunded' =>
  (state.tradeStatus === 3 || state.tradeStatus === 6 || state.backStatus > 0 ? 'refunded' : 'not-refunded');

/**
 * Gives a card payment back, whatever stage it is in: an authorisation not yet captured is cancelled
 * (取消授權); a capture still being requested is withdrawn first; a captured one is refunded (退款).
 * A trade already cancelled or refunding counts as done, so calling again is harmless.
 */
export async function refundCardTrade(api: MpgApi, trade: Trade, now: number): Promise<void> {
  const state = await queryTrade(api, trade, now);
  if (cardRefundState(state) === 'refunded') return;
  if (state.tradeStatus !== 1) throw new Error(`${trade.MerchantOrderNo} is not a paid trade (TradeStatus ${state.tradeStatus}); nothing to refund`);
  if (state.closeStatus === 1) await cardCall(api, api.urls.close, '1.1', { CloseType: 1, Cancel: 1 }, trade, now);
  if (state.closeStatus === 0 || state.closeStatus === 1) return cardCall(api, api.urls.cancel, '1.0', {}, trade, now);
  if (state.closeStatus === 3) return cardCall(api, api.urls.close, '1.1', { CloseType: 2 }, trade, now);
  throw new Error(`${trade.MerchantOrderNo} is being captured by the bank (CloseStatus 2); the refund is tried again later`);
}
