import type { Kysely } from 'kysely';
import { cardBrand } from '../../../../src/domain/checkout/card';
import type { Database } from '../../../db/schema';
import { findCheckoutIdOfOrder } from '../../../db/repositories/checkout/checkouts';
import { setPendingOrderPaymentDeadline } from '../../../db/repositories/orders/orders';
import { findNewebPayPayment, setPendingPaymentAccount, updatePayment } from '../../../db/repositories/payments/payments';
import { settleNotify, type NotifyOutcome } from '../notify';
import type { NewebPayGateway } from './NewebPayGateway';
import { readMpgPost, type MpgPostBody, type MpgResult } from './mpgPost';

type Db = Kysely<Database>;

export type MpgOutcome =
  | NotifyOutcome | { kind: 'bad-signature' }
  /** Signed by the gateway but not matching the payment (merchant, order number, amount): nothing changes, staff are told. */
  | { kind: 'mismatch'; reason: string };

type Checked = { kind: 'ok'; payment: { id: number; order_id: number; method: string; state: string }; status: string; result: MpgResult } | Exclude<MpgOutcome, NotifyOutcome>;

/** TradeSha, decryption, MerchantID, our MerchantOrderNo, then the payment's own method and amount. */
async function checkPost(db: Db, gateway: NewebPayGateway, body: MpgPostBody): Promise<Checked> {
  const read = readMpgPost(body, gateway.keys, gateway.merchantId, gateway.orderPrefix);
  if (read.kind === 'bad-signature') return read;
  if (read.kind === 'foreign') return { kind: 'mismatch', reason: read.reason };
  const payment = await findNewebPayPayment(db, read.paymentId);
  if (!payment) return { kind: 'mismatch', reason: `no NewebPay payment ${read.result.MerchantOrderNo}` };
  if (read.result.Amt !== payment.amount) return { kind: 'mismatch', reason: `Amt ${read.result.Amt} is not the payment's ${payment.amount}` };
  return { kind: 'ok', payment, status: read.status, result: read.result };
}

/**
 * NotifyURL: the gateway's result of one trade. Counted once per trade number and outcome (the gateway
 * repeats a notify it thinks failed); then the shared settlement (notify.ts) pays the order or holds
 * money no order can take for a refund.
 */
export async function applyMpgNotify(db: Db, gateway: NewebPayGateway, body: MpgPostBody, now: number): Promise<MpgOutcome> {
  const checked = await checkPost(db, gateway, body);
  if (checked.kind !== 'ok') return checked;
  const { payment, result } = checked;
  const paid = checked.status === 'SUCCESS';
  // The gateway shows the card's first six and last four digits; brand and last four are all the shop keeps.
  if (paid && result.Card4No) {
    await updatePayment(db, payment.id, { card_brand: cardBrand(result.Card6No ?? ''), card_last4: result.Card4No.slice(-4), updated_at: now });
  }
  const nonce = `newebpay:${result.TradeNo || result.MerchantOrderNo}:${paid ? 'paid' : 'failed'}`.slice(0, 64);
  return settleNotify(db, { payment_id: payment.id, result: paid ? 'succeeded' : 'declined', nonce }, now);
}

/** The Taipei date and time the gateway gives (`2026-11-30`, `23:59:59`) as epoch ms. */
const taipeiMs = (date: string, time = '23:59:59'): number | null => {
  const ms = Date.parse(`${date}T${time}+08:00`);
  return Number.isFinite(ms) ? ms : null;
};

export type AccountOutcome = MpgOutcome | { kind: 'account'; orderId: number };

/** CustomerURL (ATM, VACC): the virtual account the gateway issued; stored on the open payment, nothing is paid yet. */
export async function applyMpgAccount(db: Db, gateway: NewebPayGateway, body: MpgPostBody, now: number): Promise<AccountOutcome> {
  const checked = await checkPost(db, gateway, body);
  if (checked.kind !== 'ok') return checked;
  const { payment, result } = checked;
  // The columns hold a 3-digit bank code and a 14-digit account (payments, migration 0009).
  if (checked.status !== 'SUCCESS' || payment.method !== 'atm' || !/^\d{3}$/.test(result.BankCode ?? '') || !/^\d{6,14}$/.test(result.CodeNo ?? '')) {
    return { kind: 'mismatch', reason: `no account in the ${checked.status} answer for payment ${payment.id}` };
  }
  const deadline = result.ExpireDate ? taipeiMs(result.ExpireDate, result.ExpireTime) : null;
  await db.transaction().execute(async (trx) => {
    const updated = await setPendingPaymentAccount(trx, payment.id, { bank_code: result.BankCode!, virtual_account: result.CodeNo!, ...(deadline === null ? {} : { deadline }) }, now);
    if (deadline !== null && updated) await setPendingOrderPaymentDeadline(trx, payment.order_id, deadline);
  });
  return { kind: 'account', orderId: payment.order_id };
}

/** ReturnURL (the shopper's browser): only where to show the result; the notify alone settles the payment. */
export async function returnPathOf(db: Db, gateway: NewebPayGateway, body: MpgPostBody): Promise<string | null> {
  const checked = await checkPost(db, gateway, body);
  if (checked.kind !== 'ok') return null;
  const checkoutId = await findCheckoutIdOfOrder(db, checked.payment.order_id);
  return checkoutId !== undefined ? `/groupbuy/pay/v2/${checkoutId}` : null;
}
