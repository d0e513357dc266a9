import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CardSubmitRequest } from '../../../contract/checkoutRequests';
import type { CardFormBody } from '../../../contract/orders';
import { cardBrand, cardDigits, cardFieldErrors, passesLuhn } from '../../../src/domain/checkout/card';
import { taipeiYearMonth } from '../../../src/domain/checkout/orderNumber';
import type { Database } from '../../db/schema';
import { newNonce, notifySecret, signNotify } from './notifySignature';
import { applyNotify, type NotifyOutcome } from './notify';

type Db = Kysely<Database>;

/** The acquirer's test cards; its second success card is known by number though it fails Luhn. */
const SUCCEEDS = new Set(['4242424242424242', '4000221111111111']);
const DECLINED = '4000000000000002';
const ASKS_3DS = '4000000000003220';
/** The code the sandbox's 3-D Secure step accepts (shown on the demo form, like a test OTP). */
export const SANDBOX_3DS_CODE = '123456';

export type CardOutcome =
  | { kind: 'not-found' } | { kind: 'not-open' } | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'challenge' } | { kind: 'done'; notify: NotifyOutcome };

/** The member's payment by id (through its order), for the card form; another member's is undefined. */
export async function ownPayment(db: Db, memberId: number, paymentId: number) {
  return db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.state', 'payments.amount', 'payments.method', 'payments.order_id', 'orders.number'])
    .where('payments.id', '=', paymentId).where('orders.member_id', '=', memberId).executeTakeFirst();
}

export type OwnPayment = NonNullable<Awaited<ReturnType<typeof ownPayment>>>;

/** The demo card form's facts of the member's own payment (GET /sandbox/neweb/payments/{id}). */
export async function cardFormOf(db: Db, payment: OwnPayment): Promise<CardFormBody> {
  const checkout = await db.selectFrom('checkouts').select('id').where('order_id', '=', payment.order_id).executeTakeFirstOrThrow();
  return {
    payment_id: payment.id, checkout_id: checkout.id, order_number: payment.number, amount: payment.amount,
    state: payment.state as CardFormBody['state'], test_3ds_code: SANDBOX_3DS_CODE,
  };
}

/** The gateway reports the result the way it would from outside: a signed notify call. */
export async function notifyResult(db: Db, paymentId: number, result: 'succeeded' | 'declined', now: number): Promise<NotifyOutcome> {
  const fields = { payment_id: paymentId, result, nonce: newNonce() };
  return applyNotify(db, fields, signNotify(await notifySecret(db), fields), now);
}

/** Checks the card, keeps only its brand and last four digits, and decides as the acquirer's test cards say. */
export async function submitCard(db: Db, memberId: number, paymentId: number, card: z.infer<typeof CardSubmitRequest>, now: number): Promise<CardOutcome> {
  const payment = await ownPayment(db, memberId, paymentId);
  if (!payment || payment.method !== 'card') return { kind: 'not-found' };
  if (payment.state !== 'pending') return { kind: 'not-open' };
  const digits = cardDigits(card.number);
  const { year, month } = taipeiYearMonth(now);
  const fields = cardFieldErrors(card, year, month);
  if (SUCCEEDS.has(digits) && !passesLuhn(digits)) delete fields.number;
  if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  await db.updateTable('payments').set({ card_brand: cardBrand(digits), card_last4: digits.slice(-4), updated_at: now }).where('id', '=', paymentId).execute();
  if (digits === ASKS_3DS) {
    await db.updateTable('payments').set({ state: 'challenge' }).where('id', '=', paymentId).where('state', '=', 'pending').execute();
    return { kind: 'challenge' };
  }
  return { kind: 'done', notify: await notifyResult(db, paymentId, digits === DECLINED ? 'declined' : 'succeeded', now) };
}
