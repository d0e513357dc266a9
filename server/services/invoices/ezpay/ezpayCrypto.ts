import { createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';
import { encryptTradeInfo, mpgQueryString, type MpgKeys } from '../../payments/newebpay/mpgCrypto';

/** ezPay (藍新's invoice service) uses the MPG's scheme: HashKey is the AES-256 key, HashIV the CBC IV. */
export type EzPayKeys = MpgKeys;

const sha256Upper = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

/** PostData_: hex of AES-256-CBC of the URL-encoded fields, in the order given (the MPG's TradeInfo scheme). */
export const encryptPostData = (fields: Record<string, string | number>, keys: EzPayKeys): string => encryptTradeInfo(mpgQueryString(fields), keys);

/**
 * The inverse, for what ezPay's PHP pads to 32-byte blocks (its manual's `addpadding`) as well as
 * PKCS#7 on 16: the last byte says how many bytes of padding (1-32), each of that value. Throws on
 * anything else (not hex of whole blocks, other keys' output).
 */
export function decryptPostData(hex: string, keys: EzPayKeys): string {
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(hex)) throw new Error('not hex of whole AES blocks');
  const decipher = createDecipheriv('aes-256-cbc', Buffer.from(keys.hashKey, 'utf8'), Buffer.from(keys.hashIv, 'utf8')).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(hex, 'hex'), decipher.final()]);
  const pad = plain[plain.length - 1];
  if (pad < 1 || pad > 32 || pad > plain.length || !plain.subarray(plain.length - pad).every((b) => b === pad)) throw new Error('bad padding');
  return plain.subarray(0, plain.length - pad).toString('utf8');
}

/** The fields of a decrypted PostData_ (or a check call's Result): a query string. */
export const parsePostData = (plain: string): Record<string, string> => Object.fromEntries(new URLSearchParams(plain));

/** The fields an invoice answer's CheckCode covers (ezPay manual: 檢查碼). */
export interface CheckCodeFields {
  MerchantID: string;
  MerchantOrderNo: string;
  InvoiceTransNo: string;
  TotalAmt: number | string;
  RandomNum: string;
}

/** CheckCode: upper-case SHA-256 of `HashIV=…&{the five fields sorted by name, name=value joined by &}&HashKey=…`. */
export function invoiceCheckCode(fields: CheckCodeFields, keys: EzPayKeys): string {
  const sorted = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${String(v)}`).join('&');
  return sha256Upper(`HashIV=${keys.hashIv}&${sorted}&HashKey=${keys.hashKey}`);
}

export function verifyCheckCode(fields: CheckCodeFields, given: unknown, keys: EzPayKeys): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(invoiceCheckCode(fields, keys), 'utf8');
  const actual = Buffer.from(given.toUpperCase(), 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The carrier checks' CheckValue: upper-case SHA-256 of `HashKey=…&{PostData_}&HashIV=…` (the MPG's TradeSha rule). */
export const postDataCheckValue = (postData: string, keys: EzPayKeys): string => sha256Upper(`HashKey=${keys.hashKey}&${postData}&HashIV=${keys.hashIv}`);
