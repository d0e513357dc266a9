import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

/** What an order's invoice states: its number, amount, buyer, invoice choice, lines and shipping. */
export const findOrderForInvoice = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('orders').select(['id', 'number', 'total', 'shipping_fee', 'buyer', 'invoice']).where('id', '=', orderId).executeTakeFirst();

export const findOrderLinesForInvoice = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('order_lines').select(['product_title', 'size', 'unit_price', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();

/** The order's number and buyer, for a 折讓 of one of its refunds. */
export const findOrderBuyer = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('orders').select(['number', 'buyer']).where('id', '=', orderId).executeTakeFirst();

/** The invoice number and 隨機碼 the order's pages and mail show (null until the provider has issued it). */
export async function issuedInvoiceOfOrder(db: Kysely<Database>, orderId: number): Promise<{ number: string; randomCode: string } | null> {
  const row = await db.selectFrom('einvoices').select(['number', 'random_code']).where('order_id', '=', orderId)
    .where('status', 'in', ['issued', 'voiding', 'voided']).executeTakeFirst();
  return row?.number && row.random_code ? { number: row.number, randomCode: row.random_code } : null;
}

/** An approved refund's 折讓 as the refund page shows it (null until issued). */
export const issuedAllowanceOfRefund = (db: Kysely<Database>, refundId: number) =>
  db.selectFrom('einvoice_allowances').select(['number', 'amount', 'issued_at']).where('refund_id', '=', refundId).where('status', '=', 'issued').executeTakeFirst();
