import type { Insertable, Kysely } from 'kysely';
import type { OrderLinesTable } from '../../checkoutSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** An order's lines in the order they were written. */
export async function listOrderLines(db: Db, orderId: number) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function listOrderLineQuantities(db: Db, orderId: number) {
  return db.selectFrom('order_lines').select(['option_id', 'quantity']).where('order_id', '=', orderId).execute();
}

/** An order's lines with what refunds need of them, in order. */
export async function listOrderLinePrices(db: Db, orderId: number) {
  return db.selectFrom('order_lines').select(['id', 'option_id', 'unit_price', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();
}

export async function insertOrderLines(db: Db, lines: readonly Insertable<OrderLinesTable>[]): Promise<void> {
  await db.insertInto('order_lines').values([...lines]).execute();
}

/** Units of each option a member holds in orders that are not cancelled. */
export async function sumHeldQuantities(db: Db, memberId: number, optionIds: readonly number[]) {
  return db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.option_id', (eb) => eb.fn.sum<number>('order_lines.quantity').as('n')])
    .where('orders.member_id', '=', memberId).where('orders.status', '!=', 'cancelled').where('order_lines.option_id', 'in', [...optionIds])
    .groupBy('order_lines.option_id').execute();
}

/** The lines of some orders with what an order list shows of them, in order. */
export async function listOrderLineSummaries(db: Db, orderIds: readonly number[]) {
  return db.selectFrom('order_lines').select(['order_id', 'product_title', 'image', 'quantity'])
    .where('order_id', 'in', [...orderIds]).orderBy('id').execute();
}
