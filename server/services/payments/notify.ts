import type { Kysely } from 'kysely';
import { eInvoiceNumber } from '../../../src/domain/checkout/orderNumber';
import type { Database } from '../../db/schema';
import { notifySecret, verifyNotify, type NotifyFields } from './notifySignature';

export type NotifyOutcome = { kind: 'bad-signature' } | { kind: 'ignored' } | { kind: 'paid'; orderId: number } | { kind: 'declined' };

async function markPaid(db: Kysely<Database>, paymentId: number, now: number): Promise<NotifyOutcome> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.updateTable('payments').set({ state: 'succeeded', updated_at: now })
      .where('id', '=', paymentId).where('state', 'in', ['pending', 'challenge']).returning('order_id').executeTakeFirst();
    if (!payment) return { kind: 'ignored' } as const;
    const paid = await trx.updateTable('orders')
      .set({ status: 'to_ship', paid_at: now, updated_at: now, invoice_number: eInvoiceNumber(payment.order_id, now) })
      .where('id', '=', payment.order_id).where('status', '=', 'pending_payment').executeTakeFirst();
    if (Number(paid.numUpdatedRows) === 0) return { kind: 'ignored' } as const;
    await trx.insertInto('order_status_history').values({ order_id: payment.order_id, status: 'to_ship', created_at: now }).execute();
    return { kind: 'paid', orderId: payment.order_id } as const;
  });
}

/**
 * The gateway's notify call: the signature must match, and each nonce counts once (a replay is
 * ignored). A success marks the order paid (待出貨) with its e-invoice number; a decline leaves
 * it 待付款 for 重新付款.
 */
export async function applyNotify(db: Kysely<Database>, fields: NotifyFields, signature: string, now: number): Promise<NotifyOutcome> {
  if (!verifyNotify(await notifySecret(db), fields, signature)) return { kind: 'bad-signature' };
  const fresh = await db.insertInto('payment_notifications').values({ nonce: fields.nonce, payment_id: fields.payment_id, created_at: now })
    .onConflict((oc) => oc.column('nonce').doNothing()).returning('nonce').executeTakeFirst();
  if (!fresh) return { kind: 'ignored' };
  if (fields.result === 'succeeded') return markPaid(db, fields.payment_id, now);
  const declined = await db.updateTable('payments').set({ state: 'declined', updated_at: now })
    .where('id', '=', fields.payment_id).where('state', 'in', ['pending', 'challenge']).executeTakeFirst();
  return Number(declined.numUpdatedRows) > 0 ? { kind: 'declined' } : { kind: 'ignored' };
}
