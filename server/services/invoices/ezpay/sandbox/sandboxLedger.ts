import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import {
  findSandboxInvoice, findSandboxInvoiceByOrder, insertSandboxInvoice, nextSandboxSequence, takeSandboxAllowance, voidSandboxInvoice,
} from '../../../../db/repositories/invoices/sandboxEzpay';
import type { SandboxEzpayInvoicesTable } from '../../../../db/invoiceSchema';
import { invoiceCheckCode } from '../ezpayCrypto';
import { taipeiDateTime } from '../ezpayTime';
import { allowanceRefusal, issueRefusal, type Refusal } from './sandboxRules';
import { SANDBOX_EZPAY_MERCHANT as MERCHANT, SANDBOX_TRACK } from './sandboxSettings';

type Db = Kysely<Database>;
type Form = Record<string, string>;
export type Outcome = { refusal: Refusal } | { message: string; result: Record<string, string | number> };

const refuse = (status: string, message: string): Outcome => ({ refusal: { status, message } });
const digits = (n: number, width: number): string => String(n).padStart(width, '0');

const checkCodeOf = (row: SandboxEzpayInvoicesTable): string => invoiceCheckCode({
  MerchantID: MERCHANT.merchantId, MerchantOrderNo: row.merchant_order_no, InvoiceTransNo: row.trans_no, TotalAmt: row.total_amt, RandomNum: row.random_num,
}, MERCHANT);

const invoiceResult = (row: SandboxEzpayInvoicesTable) => ({
  CheckCode: checkCodeOf(row), MerchantID: MERCHANT.merchantId, MerchantOrderNo: row.merchant_order_no, InvoiceTransNo: row.trans_no,
  TotalAmt: row.total_amt, InvoiceNumber: row.invoice_number, RandomNum: row.random_num, CreateTime: taipeiDateTime(Number(row.created_at)),
});

/** A new invoice numbered from the test 字軌, in order; a second issue of one MerchantOrderNo is refused. */
export async function issue(db: Db, f: Form, now: number): Promise<Outcome> {
  const refusal = issueRefusal(f);
  if (refusal) return { refusal };
  if (await findSandboxInvoiceByOrder(db, f.MerchantOrderNo)) return refuse('LIB10005', '此商店自訂編號已開立過發票');
  const seq = await nextSandboxSequence(db, `track:${SANDBOX_TRACK}`);
  const row: SandboxEzpayInvoicesTable = {
    invoice_number: `${SANDBOX_TRACK}${digits(seq, 8)}`, merchant_order_no: f.MerchantOrderNo, random_num: digits(randomInt(10_000), 4),
    trans_no: `${taipeiDateTime(now).replace(/\D/g, '').slice(2)}${digits(seq % 100_000, 5)}`, total_amt: Number(f.TotalAmt),
    remaining_amt: Number(f.TotalAmt), status: 'issued', fields: JSON.stringify(f), created_at: now, updated_at: now,
  };
  if (!(await insertSandboxInvoice(db, row))) return refuse('LIB10005', '此商店自訂編號已開立過發票');
  return { message: '電子發票開立成功', result: invoiceResult(row) };
}

/** invoice_invalid: only an issued invoice without 折讓. */
export async function voidInvoice(db: Db, f: Form, now: number): Promise<Outcome> {
  const row = await findSandboxInvoice(db, f.InvoiceNumber ?? '');
  if (f.Version !== '1.0' || !f.InvalidReason) return refuse('INV70001', '作廢原因未填');
  if (!row) return refuse('INV20006', '查無發票資料');
  if (!(await voidSandboxInvoice(db, row.invoice_number, now))) return refuse('INV70002', '發票已作廢或已折讓，不可作廢');
  return { message: '電子發票作廢成功', result: { CheckCode: checkCodeOf(row), MerchantID: MERCHANT.merchantId, InvoiceNumber: row.invoice_number, CreateTime: taipeiDateTime(now) } };
}

/** allowance_issue: against an issued invoice of the same order, never more than it has left. */
export async function allowance(db: Db, f: Form, now: number): Promise<Outcome> {
  const refusal = allowanceRefusal(f);
  if (refusal) return { refusal };
  const row = await findSandboxInvoice(db, f.InvoiceNo ?? '');
  if (!row || row.merchant_order_no !== f.MerchantOrderNo) return refuse('INV20006', '查無發票資料');
  const number = `A${taipeiDateTime(now).replace(/\D/g, '').slice(2, 8)}${digits(await nextSandboxSequence(db, 'allowance'), 8)}`;
  const remaining = await takeSandboxAllowance(db, row.invoice_number, number, Number(f.TotalAmt), now);
  if (remaining === null) return refuse('ALW10004', '發票已作廢或可折讓金額不足');
  return {
    message: '折讓開立成功',
    result: {
      CheckCode: checkCodeOf(row), MerchantID: MERCHANT.merchantId, AllowanceNo: number, InvoiceNumber: row.invoice_number,
      MerchantOrderNo: row.merchant_order_no, AllowanceAmt: Number(f.TotalAmt), RemainAmt: remaining,
    },
  };
}

/** invoice_search by MerchantOrderNo and TotalAmt (SearchType 1) or InvoiceNumber and RandomNum (0). */
export async function search(db: Db, f: Form): Promise<Outcome> {
  const row = f.SearchType === '1' ? await findSandboxInvoiceByOrder(db, f.MerchantOrderNo ?? '') : await findSandboxInvoice(db, f.InvoiceNumber ?? '');
  const matches = row && (f.SearchType === '1' ? String(row.total_amt) === f.TotalAmt : row.random_num === f.RandomNum);
  if (!row || !matches) return refuse('INV20006', '查無發票資料');
  return { message: '查詢成功', result: { ...invoiceResult(row), InvoiceStatus: row.status === 'void' ? '2' : '1' } };
}
