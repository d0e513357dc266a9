import type { Kysely } from 'kysely';
import type { CardFormBody } from '../../../contract/orders';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import { findCheckoutIdOfOrder } from '../../db/repositories/checkout/checkouts';
import { findOwnPayment, OPEN_PAYMENT_STATES } from '../../db/repositories/payments/payments';
import type { PaymentGateway } from './PaymentGateway';

type Db = Kysely<Database>;

/** The member's payment by id (through its order); another member's is undefined. */
export async function ownPayment(db: Db, memberId: number, paymentId: number) {
  return findOwnPayment(db, memberId, paymentId);
}

export type OwnPayment = NonNullable<Awaited<ReturnType<typeof ownPayment>>>;

/**
 * /groupbuy/neweb_credit_form/{paymentId}: the payment's facts and, while it is open, the form that
 * sends the shopper to the gateway's hosted page (signed now: the gateway checks its TimeStamp). The
 * card number is typed on the gateway's page, never on ours.
 */
export async function hostedFormOf(db: Db, gateway: PaymentGateway, payment: OwnPayment, now: number): Promise<CardFormBody> {
  const checkoutId = await findCheckoutIdOfOrder(db, payment.order_id);
  // Every order is placed from a checkout: without one something is broken (500).
  if (checkoutId === undefined) throw new Error(`no checkout for order ${payment.order_id}`);
  const open = (OPEN_PAYMENT_STATES as readonly string[]).includes(payment.state) && payment.virtual_account === null;
  const hosted = open && gateway.hostedForm
    ? gateway.hostedForm({
      paymentId: payment.id, method: payment.method as PaymentMethod, amount: payment.amount, orderNumber: payment.number,
      returnPath: `/groupbuy/pay/v2/${checkoutId}`,
    }, now)
    : null;
  return { payment_id: payment.id, checkout_id: checkoutId, order_number: payment.number, amount: payment.amount, state: payment.state as CardFormBody['state'], hosted };
}
