import type { Kysely } from 'kysely';
import type { OrderStatus } from '../../../src/domain/checkout/orderStatus';
import type { RefundLineFacts } from '../../../src/domain/memberOrders/refundRules';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Refunds that hold their lines: asked for, approved or paid (a rejected one frees them). */
export const CLAIMING_REFUND_STATUSES = ['requested', 'approved', 'refunded'] as const;

/** When the parcel arrived: the latest 已送達 row of the order's history. */
export async function deliveredAt(db: Db, orderId: number): Promise<number | null> {
  const row = await db.selectFrom('order_status_history').select((eb) => eb.fn.max('created_at').as('at'))
    .where('order_id', '=', orderId).where('status', '=', 'delivered').executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/** Each line of the order with what was bought and how many units refunds already hold. */
export async function refundLineFacts(db: Db, orderId: number): Promise<(RefundLineFacts & { orderLineId: number })[]> {
  const [lines, claims] = await Promise.all([
    db.selectFrom('order_lines').select(['id', 'option_id', 'unit_price', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('refund_lines').innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
      .select(['refund_lines.order_line_id', 'refund_lines.quantity'])
      .where('refunds.order_id', '=', orderId).where('refunds.status', 'in', CLAIMING_REFUND_STATUSES).execute(),
  ]);
  return lines.map((l) => ({
    orderLineId: l.id, optionId: l.option_id, unitPrice: l.unit_price, bought: l.quantity,
    claimed: claims.filter((c) => c.order_line_id === l.id).reduce((sum, c) => sum + c.quantity, 0),
  }));
}

/** Everything the refund rules need about one of the member's orders; another member's is null. */
export async function refundOrderFacts(db: Db, memberId: number, orderId: number) {
  const order = await db.selectFrom('orders').select(['id', 'member_id', 'number', 'status', 'total', 'credit_used', 'payment_method', 'invoice_number'])
    .where('id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
  if (!order) return null;
  const [lines, delivered] = await Promise.all([refundLineFacts(db, orderId), deliveredAt(db, orderId)]);
  return { ...order, status: order.status as OrderStatus, deliveredAt: delivered, lines };
}
