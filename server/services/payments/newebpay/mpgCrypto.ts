import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

/** A merchant's MPG keys: HashKey is the AES-256 key (32 bytes), HashIV the CBC IV (16 bytes). */
export interface MpgKeys {
  hashKey: string;
  hashIv: string;
}

const sha256Upper = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

/**
 * The MPG's query string: the manual's examples are PHP's http_build_query (spaces as '+'), and the
 * gateway decodes that form; URLSearchParams writes the same encoding, in insertion order.
 */
export function mpgQueryString(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

/** TradeInfo: hex of AES-256-CBC with PKCS#7 padding (Node's default) of the URL-encoded trade fields. */
export function encryptTradeInfo(plain: string, keys: MpgKeys): string {
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(keys.hashKey, 'utf8'), Buffer.from(keys.hashIv, 'utf8'));
  return cipher.update(plain, 'utf8', 'hex') + cipher.final('hex');
}

/** The inverse of encryptTradeInfo; throws on anything that is not our keys' ciphertext (bad hex, bad padding). */
export function decryptTradeInfo(hex: string, keys: MpgKeys): string {
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(hex)) throw new Error('TradeInfo is not hex of whole AES blocks');
  const decipher = createDecipheriv('aes-256-cbc', Buffer.from(keys.hashKey, 'utf8'), Buffer.from(keys.hashIv, 'utf8'));
  return decipher.update(hex, 'hex', 'utf8') + decipher.final('utf8');
}

/** TradeSha: upper-case SHA-256 of `HashKey=…&{TradeInfo}&HashIV=…`. */
export const tradeSha = (tradeInfo: string, keys: MpgKeys): string => sha256Upper(`HashKey=${keys.hashKey}&${tradeInfo}&HashIV=${keys.hashIv}`);

/** Compares in constant time, so a forger learns nothing from how long a wrong TradeSha took. */
export function verifyTradeSha(tradeInfo: string, given: string, keys: MpgKeys): boolean {
  const expected = Buffer.from(tradeSha(tradeInfo, keys), 'utf8');
  const actual = Buffer.from(given.toUpperCase(), 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface TradeKey {
  Amt: number;
  MerchantID: string;
  MerchantOrderNo: string;
}

/** QueryTradeInfo's CheckValue: `IV=…&Amt=…&MerchantID=…&MerchantOrderNo=…&Key=…` (the three fields A-Z), upper-case SHA-256. */
export const queryCheckValue = (trade: TradeKey, keys: MpgKeys): string =>
  sha256Upper(`IV=${keys.hashIv}&Amt=${trade.Amt}&MerchantID=${trade.MerchantID}&MerchantOrderNo=${trade.MerchantOrderNo}&Key=${keys.hashKey}`);

/** The CheckCode the query's answer carries: `HashIV=…&Amt=…&MerchantID=…&MerchantOrderNo=…&TradeNo=…&HashKey=…`. */
export const answerCheckCode = (trade: TradeKey & { TradeNo: string }, keys: MpgKeys): string =>
  sha256Upper(`HashIV=${keys.hashIv}&Amt=${trade.Amt}&MerchantID=${trade.MerchantID}&MerchantOrderNo=${trade.MerchantOrderNo}&TradeNo=${trade.TradeNo}&HashKey=${keys.hashKey}`);
