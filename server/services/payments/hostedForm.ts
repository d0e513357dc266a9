import type { Kysely } from 'kysely';
import type { CardFormBody } from '../../../contract/orders';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database } from '../../db/schema';
import { OPEN_PAYMENT_STATES } from '../orders/lockOrder';
import type { PaymentGateway } from './PaymentGateway';

type Db = Kysely<Database>;

/** The member's payment by id (through its order); another member's is undefined. */
export async function ownPayment(db: Db, memberId: number, paymentId: number) {
  return db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.state', 'payments.amount', 'payments.method', 'payments.order_id', 'payments.virtual_account', 'orders.number'])
    .where('payments.id', '=', paymentId).where('orders.member_id', '=', memberId).executeTakeFirst();
}

export type OwnPayment = NonNullable<Awaited<ReturnType<typeof ownPayment>>>;

/**
 * /groupbuy/neweb_credit_form/{paymentId}: the payment's facts and, while it is open, the form that
 * sends the shopper to the gateway's hosted page (signed now: the gateway checks its TimeStamp). The
 * card number is typed on the gateway's page, never on ours.
 */
export async function hostedFormOf(db: Db, gateway: PaymentGateway, payment: OwnPayment, now: number): Promise<CardFormBody> {
  const checkout = await db.selectFrom('checkouts').select('id').where('order_id', '=', payment.order_id).executeTakeFirstOrThrow();
  const open = (OPEN_PAYMENT_STATES as readonly string[]).includes(payment.state) && payment.virtual_account === null;
  const hosted = open && gateway.hostedForm
    ? gateway.hostedForm({
      paymentId: payment.id, method: payment.method as PaymentMethod, amount: payment.amount, orderNumber: payment.number,
      returnPath: `/groupbuy/pay/v2/${checkout.id}`,
    }, now)
    : null;
  return { payment_id: payment.id, checkout_id: checkout.id, order_number: payment.number, amount: payment.amount, state: payment.state as CardFormBody['state'], hosted };
}
