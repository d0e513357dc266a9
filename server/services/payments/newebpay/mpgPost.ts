import { z } from 'zod';
import { decryptTradeInfo, verifyTradeSha, type MpgKeys } from './mpgCrypto';
import { paymentIdOf } from './merchantOrderNo';

/** What the gateway posts to NotifyURL, ReturnURL and CustomerURL (form-encoded). */
export const MpgPostBody = z.object({
  Status: z.string().max(40).optional(),
  MerchantID: z.string().max(40).optional(),
  TradeInfo: z.string().regex(/^[0-9a-fA-F]{32,8192}$/),
  TradeSha: z.string().regex(/^[0-9a-fA-F]{64}$/),
  Version: z.string().max(10).optional(),
});
export type MpgPostBody = z.infer<typeof MpgPostBody>;

/** The decrypted answer's Result: the fields this shop reads (the gateway sends more). */
export interface MpgResult {
  MerchantID: string;
  Amt: number;
  TradeNo: string;
  MerchantOrderNo: string;
  PaymentType: string;
  Card6No?: string;
  Card4No?: string;
  BankCode?: string;
  CodeNo?: string;
  ExpireDate?: string;
  ExpireTime?: string;
}

export type MpgRead =
  | { kind: 'bad-signature' }
  /** Signed with our keys but not about a payment of ours (another merchant id, an order number we never made). */
  | { kind: 'foreign'; reason: string }
  | { kind: 'read'; status: string; paymentId: number; result: MpgResult };

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

function parseResult(plain: string): { status: string; result: Record<string, unknown> } {
  const answer = JSON.parse(plain) as { Status?: unknown; Result?: unknown };
  const result = typeof answer.Result === 'string' ? (JSON.parse(answer.Result) as unknown) : answer.Result;
  return { status: str(answer.Status), result: result && typeof result === 'object' ? (result as Record<string, unknown>) : {} };
}

/** TradeSha first (nothing is decrypted before the signature holds), then the merchant and our MerchantOrderNo. */
export function readMpgPost(body: MpgPostBody, keys: MpgKeys, merchantId: string, orderPrefix: string): MpgRead {
  if (!verifyTradeSha(body.TradeInfo, body.TradeSha, keys)) return { kind: 'bad-signature' };
  let parsed: ReturnType<typeof parseResult>;
  try {
    parsed = parseResult(decryptTradeInfo(body.TradeInfo, keys));
  } catch {
    return { kind: 'bad-signature' };
  }
  const r = parsed.result;
  const result: MpgResult = {
    MerchantID: str(r.MerchantID), Amt: Number(r.Amt), TradeNo: str(r.TradeNo), MerchantOrderNo: str(r.MerchantOrderNo), PaymentType: str(r.PaymentType),
    Card6No: str(r.Card6No) || undefined, Card4No: str(r.Card4No) || undefined, BankCode: str(r.BankCode) || undefined,
    CodeNo: str(r.CodeNo) || undefined, ExpireDate: str(r.ExpireDate) || undefined, ExpireTime: str(r.ExpireTime) || undefined,
  };
  if (result.MerchantID !== merchantId) return { kind: 'foreign', reason: 'another MerchantID' };
  const paymentId = paymentIdOf(orderPrefix, result.MerchantOrderNo);
  if (paymentId === null) return { kind: 'foreign', reason: 'a MerchantOrderNo we never made' };
  return { kind: 'read', status: parsed.status, paymentId, result };
}
