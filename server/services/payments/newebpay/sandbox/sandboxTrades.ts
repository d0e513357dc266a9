import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { taipeiParts, pad2, taipeiYmd } from '../../../../../src/domain/taipeiTime';
import { ATM_DEADLINE_MS } from '../../../../../src/domain/checkout/payments';
import type { Database } from '../../../../db/schema';
import type { SandboxMpgTradesTable } from '../../../../db/sandboxMpgSchema';
import { decryptTradeInfo, verifyTradeSha } from '../mpgCrypto';
import type { MpgPostBody } from '../mpgPost';
import { SANDBOX_3DS_CODE, SANDBOX_ATM_BANK, SANDBOX_CARDS, SANDBOX_MERCHANT } from './sandboxSettings';
import {
  findTradeByMerchantOrderNo, findTradeByNoOrOrder, insertTrade, setTradeAccountIfNone, updateTradeFrom,
} from '../../../../db/repositories/payments/sandboxMpgTrades';
import { SandboxMpgMessages as M } from './sandboxMessages';

type Db = Kysely<Database>;
export type SandboxTrade = Selectable<SandboxMpgTradesTable>;

const KEYS = { hashKey: SANDBOX_MERCHANT.hashKey, hashIv: SANDBOX_MERCHANT.hashIv };
/** The real MPG refuses a TradeInfo whose TimeStamp is more than 120 s away (the hand-off page signs it as it renders). */
const TIMESTAMP_SLACK_S = 120;
const PAYMENT_TYPES = ['CREDIT', 'VACC', 'LINEPAY'] as const;

export type Opened = { kind: 'trade'; trade: SandboxTrade } | { kind: 'refused'; message: string };

function tradeNo(now: number): string {
  const t = taipeiParts(now);
  return `${String(t.year).slice(2)}${pad2(t.month)}${pad2(t.day)}${pad2(t.hours)}${pad2(t.minutes)}${String(randomInt(0, 1e7)).padStart(7, '0')}`;
}

/** Reads the form post exactly as the gateway would: MerchantID, TradeSha, then the decrypted fields. */
function readTrade(body: MpgPostBody, now: number): Record<string, string> | string {
  if (body.MerchantID !== SANDBOX_MERCHANT.merchantId) return M.MERCHANT;
  if (!verifyTradeSha(body.TradeInfo, body.TradeSha, KEYS)) return M.TRADE_SHA;
  let fields: Record<string, string>;
  try {
    fields = Object.fromEntries(new URLSearchParams(decryptTradeInfo(body.TradeInfo, KEYS)));
  } catch {
    return M.TRADE_SHA;
  }
  if (fields.MerchantID !== SANDBOX_MERCHANT.merchantId) return M.MERCHANT;
  if (Math.abs(Number(fields.TimeStamp) - now / 1000) > TIMESTAMP_SLACK_S) return M.EXPIRED;
  if (!/^[A-Za-z0-9_]{1,30}$/.test(fields.MerchantOrderNo ?? '') || !/^[1-9][0-9]{0,8}$/.test(fields.Amt ?? '')) return M.FIELDS;
  if (PAYMENT_TYPES.filter((t) => fields[t] === '1').length !== 1 || !fields.NotifyURL || !fields.ReturnURL) return M.FIELDS;
  return fields;
}

/** The MPG form post: a new trade, or the same open one again (the shopper reloaded the hand-off page). */
export async function openTrade(db: Db, body: MpgPostBody, now: number): Promise<Opened> {
  const fields = readTrade(body, now);
  if (typeof fields === 'string') return { kind: 'refused', message: fields };
  const existing = await findTradeByMerchantOrderNo(db, fields.MerchantOrderNo);
  if (existing) {
    return existing.status === 'open' && existing.amt === Number(fields.Amt) ? { kind: 'trade', trade: existing } : { kind: 'refused', message: M.REUSED };
  }
  const trade = await insertTrade(db, {
    trade_no: tradeNo(now), merchant_order_no: fields.MerchantOrderNo, amt: Number(fields.Amt),
    payment_type: PAYMENT_TYPES.find((t) => fields[t] === '1')!, fields: JSON.stringify(fields), status: 'open',
    close_status: 0, back_status: 0, card6: null, card4: null, bank_code: null, code_no: null, created_at: now, updated_at: now,
  });
  return { kind: 'trade', trade };
}

export const findTrade = (db: Db, tradeNoOrOrder: string) => findTradeByNoOrOrder(db, tradeNoOrOrder);

/** Moves a trade on from the state it must be in; false when another click got there first. */
async function move(db: Db, trade: string, from: string, set: Partial<SandboxTrade>, now: number): Promise<boolean> {
  return updateTradeFrom(db, trade, from, { ...set, updated_at: now });
}

export type CardDecision = 'paid' | 'failed' | 'challenge' | 'invalid' | 'gone';

/** The hosted card form: the test cards decide; the card number itself is never kept (first six and last four only). */
export async function decideCard(db: Db, trade: SandboxTrade, cardNumber: string, now: number): Promise<CardDecision> {
  if (trade.payment_type !== 'CREDIT' || trade.status !== 'open') return 'gone';
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!(Object.values(SANDBOX_CARDS) as string[]).includes(digits)) return 'invalid';
  const card = { card6: digits.slice(0, 6), card4: digits.slice(-4) };
  const next = digits === SANDBOX_CARDS.asks3ds ? 'challenge' : digits === SANDBOX_CARDS.declined ? 'failed' : 'paid';
  return (await move(db, trade.trade_no, 'open', { ...card, status: next }, now)) ? next : 'gone';
}

/** The issuing bank's 3-D Secure step: the test one-time code passes; a wrong one may be typed again. */
export async function passChallenge(db: Db, trade: SandboxTrade, code: string, now: number): Promise<'paid' | 'wrong' | 'gone'> {
  if (trade.status !== 'challenge') return 'gone';
  if (code.trim() !== SANDBOX_3DS_CODE) return 'wrong';
  return (await move(db, trade.trade_no, 'challenge', { status: 'paid' }, now)) ? 'paid' : 'gone';
}

/** ATM (VACC): the bank and a 14-digit virtual account, due by the trade's ExpireDate (or three days). */
export async function issueAccount(db: Db, trade: SandboxTrade, now: number): Promise<SandboxTrade | null> {
  if (trade.payment_type !== 'VACC' || trade.status !== 'open') return null;
  if (!trade.code_no) {
    const codeNo = `${trade.merchant_order_no.replace(/\D/g, '').slice(-9).padStart(9, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
    await setTradeAccountIfNone(db, trade.trade_no, { bank_code: SANDBOX_ATM_BANK, code_no: codeNo }, now);
  }
  return (await findTrade(db, trade.trade_no)) ?? null;
}

/** The transfer arrives (ATM), or the wallet approves or is cancelled (LINE Pay). */
export async function settleTrade(db: Db, trade: SandboxTrade, outcome: 'paid' | 'failed', now: number): Promise<boolean> {
  if (trade.payment_type === 'CREDIT') return false;
  if (trade.payment_type === 'VACC' && !trade.code_no) return false;
  return move(db, trade.trade_no, 'open', { status: outcome }, now);
}

export const expireDateOf = (trade: SandboxTrade): string => {
  const fields = JSON.parse(trade.fields) as Record<string, string>;
  const d = fields.ExpireDate ?? taipeiYmd(Number(trade.created_at) + ATM_DEADLINE_MS, '');
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
};
