import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import { answerCheckCode, decryptTradeInfo, encryptTradeInfo, queryCheckValue, tradeSha } from '../mpgCrypto';
import type { MpgAnswer } from '../mpgHttp';
import { MPG_VERSION } from '../tradeFields';
import { SANDBOX_MERCHANT } from './sandboxSettings';
import { updateTrade } from '../../../../db/repositories/payments/sandboxMpgTrades';
import { expireDateOf, findTrade, type SandboxTrade } from './sandboxTrades';

type Db = Kysely<Database>;
const KEYS = { hashKey: SANDBOX_MERCHANT.hashKey, hashIv: SANDBOX_MERCHANT.hashIv };

/** The trade's own URLs (NotifyURL, ReturnURL, CustomerURL) as the shop sent them. */
export const tradeUrl = (trade: SandboxTrade, name: 'NotifyURL' | 'ReturnURL' | 'CustomerURL' | 'ClientBackURL'): string | null =>
  (JSON.parse(trade.fields) as Record<string, string>)[name] ?? null;

/** The four fields the gateway posts back, its answer (RespondType JSON) encrypted with the merchant's keys. */
function signed(status: string, message: string, result: Record<string, unknown>): Record<string, string> {
  const tradeInfo = encryptTradeInfo(JSON.stringify({ Status: status, Message: message, Result: result }), KEYS);
  return { Status: status, MerchantID: SANDBOX_MERCHANT.merchantId, TradeInfo: tradeInfo, TradeSha: tradeSha(tradeInfo, KEYS), Version: MPG_VERSION };
}

const base = (trade: SandboxTrade) => ({
  MerchantID: SANDBOX_MERCHANT.merchantId, Amt: trade.amt, TradeNo: trade.trade_no, MerchantOrderNo: trade.merchant_order_no,
  PaymentType: trade.payment_type, RespondType: 'JSON', IP: '127.0.0.1', EscrowBank: 'HNCB',
});

/** NotifyURL and ReturnURL: the trade's outcome, with the card's first six and last four digits or the payer's bank. */
export function resultPost(trade: SandboxTrade, now: number): Record<string, string> {
  const paid = trade.status === 'paid';
  const extra = trade.payment_type === 'CREDIT'
    ? { Card6No: trade.card6, Card4No: trade.card4, Auth: paid ? '930637' : '', RespondCode: paid ? '00' : '05', AuthBank: 'KGI', ECI: '', Inst: 0, Exp: '' }
    : trade.payment_type === 'VACC' ? { PayBankCode: '809', PayerAccount5Code: '12345' } : {};
  return signed(paid ? 'SUCCESS' : 'MPG03009', paid ? '授權成功' : '授權失敗', { ...base(trade), PayTime: new Date(now).toISOString().slice(0, 19).replace('T', ' '), ...extra });
}

/** CustomerURL (ATM): the virtual account the bank issued, before any money moves. */
export function accountPost(trade: SandboxTrade): Record<string, string> {
  return signed('SUCCESS', '取號成功', { ...base(trade), BankCode: trade.bank_code, CodeNo: trade.code_no, ExpireDate: expireDateOf(trade), ExpireTime: '23:59:59' });
}

const TRADE_STATUS: Record<string, number> = { open: 0, challenge: 0, paid: 1, failed: 2, cancelled: 3, refunded: 6 };

/** QueryTradeInfo: the CheckValue must hold; the answer carries its CheckCode. */
export async function answerQuery(db: Db, form: Record<string, string>): Promise<MpgAnswer> {
  const trade = { Amt: Number(form.Amt), MerchantID: form.MerchantID ?? '', MerchantOrderNo: form.MerchantOrderNo ?? '' };
  if (trade.MerchantID !== SANDBOX_MERCHANT.merchantId || form.CheckValue !== queryCheckValue(trade, KEYS)) return { Status: 'TRA10002', Message: 'CheckValue 檢查錯誤', Result: [] };
  const found = await findTrade(db, trade.MerchantOrderNo);
  if (!found || found.amt !== trade.Amt) return { Status: 'TRA10021', Message: '查無此筆交易', Result: [] };
  return {
    Status: 'SUCCESS', Message: '查詢成功',
    Result: {
      MerchantID: trade.MerchantID, Amt: found.amt, TradeNo: found.trade_no, MerchantOrderNo: found.merchant_order_no, TradeStatus: String(TRADE_STATUS[found.status] ?? 0),
      PaymentType: found.payment_type, CloseStatus: String(found.close_status), BackStatus: String(found.back_status),
      CheckCode: answerCheckCode({ ...trade, Amt: found.amt, TradeNo: found.trade_no }, KEYS),
    },
  };
}

/** CreditCard/Cancel (取消授權) and CreditCard/Close (請款 CloseType 1, 退款 CloseType 2, Cancel=1 withdraws either). */
export async function answerCardApi(db: Db, api: 'cancel' | 'close', form: Record<string, string>, now: number): Promise<MpgAnswer> {
  if (form.MerchantID_ !== SANDBOX_MERCHANT.merchantId) return { Status: 'TRA10001', Message: '商店代號錯誤' };
  let data: Record<string, string>;
  try {
    data = Object.fromEntries(new URLSearchParams(decryptTradeInfo(form.PostData_ ?? '', KEYS)));
  } catch {
    return { Status: 'TRA10002', Message: '解密失敗' };
  }
  const trade = await findTrade(db, data.MerchantOrderNo ?? '');
  if (!trade || trade.amt !== Number(data.Amt) || trade.payment_type !== 'CREDIT') return { Status: 'TRA10021', Message: '查無此筆交易' };
  const set = nextCardState(api, data, trade);
  if (typeof set === 'string') return { Status: set, Message: '交易狀態不符' };
  await updateTrade(db, trade.trade_no, { ...set, updated_at: now });
  return { Status: 'SUCCESS', Message: '成功', Result: { MerchantID: form.MerchantID_, Amt: trade.amt, MerchantOrderNo: trade.merchant_order_no, TradeNo: trade.trade_no } };
}

function nextCardState(api: 'cancel' | 'close', data: Record<string, string>, trade: SandboxTrade): Partial<SandboxTrade> | string {
  if (trade.status !== 'paid') return 'TRA10035';
  if (api === 'cancel') return trade.close_status === 0 ? { status: 'cancelled' } : 'TRA10035';
  const withdraw = data.Cancel === '1';
  if (data.CloseType === '1') return withdraw ? (trade.close_status === 1 ? { close_status: 0 } : 'TRA10035') : (trade.close_status === 0 ? { close_status: 1 } : 'TRA10027');
  if (data.CloseType === '2' && !withdraw) return trade.close_status === 3 && trade.back_status === 0 ? { back_status: 1 } : 'TRA10047';
  return 'TRA10035';
}
