import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import { decryptPostData, parsePostData, postDataCheckValue } from '../ezpayCrypto';
import type { EzPayAnswer } from '../ezpayHttp';
import { encryptPadded32 } from './sandboxCrypto';
import { allowance, issue, search, voidInvoice } from './sandboxLedger';
import { SANDBOX_EZPAY_MERCHANT as MERCHANT, SANDBOX_KNOWN_CODES } from './sandboxSettings';

type Form = Record<string, string>;
type Db = Kysely<Database>;
export type SandboxApi = 'issue' | 'void' | 'allowance' | 'search';

const refused = (Status: string, Message: string): EzPayAnswer => ({ Status, Message, Result: [] });

/** MerchantID_ first, then PostData_ must decrypt with the merchant's keys into a query string. */
function readPost(form: Form): { fields: Form } | { answer: EzPayAnswer } {
  if (form.MerchantID_ !== MERCHANT.merchantId) return { answer: refused('KEY10002', '商店代號錯誤') };
  try {
    const fields = parsePostData(decryptPostData(form.PostData_ ?? '', MERCHANT));
    return /^\d{10}$/.test(fields.TimeStamp ?? '') ? { fields } : { answer: refused('KEY10004', '時間戳記格式錯誤') };
  } catch {
    return { answer: refused('KEY10006', '資料解密錯誤') };
  }
}

/** invoice_issue, invoice_invalid, allowance_issue and invoice_search: JSON answers whose Result is a JSON string. */
export async function answerInvoiceApi(db: Db, api: SandboxApi, form: Form, now: number): Promise<EzPayAnswer> {
  const read = readPost(form);
  if ('answer' in read) return read.answer;
  const f = read.fields;
  const outcome = api === 'issue' ? await issue(db, f, now) : api === 'void' ? await voidInvoice(db, f, now)
    : api === 'allowance' ? await allowance(db, f, now) : await search(db, f);
  if ('refusal' in outcome) return refused(outcome.refusal.status, outcome.refusal.message);
  return { Status: 'SUCCESS', Message: outcome.message, Result: JSON.stringify(outcome.result) };
}

/** checkBarCode / checkLoveCode: the CheckValue is checked, the Result is the AES of a query string (padded as ezPay pads). */
export function answerCodeCheck(kind: 'mobile_barcode' | 'donation', form: Form): EzPayAnswer {
  if (form.CheckValue !== postDataCheckValue(form.PostData_ ?? '', MERCHANT)) return refused('CHK10001', '檢查碼錯誤');
  const read = readPost(form);
  if ('answer' in read) return read.answer;
  const field = kind === 'mobile_barcode' ? 'CellphoneBarcode' : 'LoveCode';
  const code = read.fields[field] ?? '';
  const known = (SANDBOX_KNOWN_CODES[kind] as readonly string[]).includes(code);
  const plain = new URLSearchParams({ [field]: code, IsExist: known ? 'Y' : 'N' }).toString();
  return { Status: 'SUCCESS', Message: '查詢成功', Result: encryptPadded32(plain, MERCHANT) };
}
