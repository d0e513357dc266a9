import type { Kysely } from 'kysely';
import type { OrderStatus } from '../../../src/domain/checkout/orderStatus';
import type { RefundLineFacts } from '../../../src/domain/memberOrders/refundRules';
import type { Database } from '../../db/schema';
import { findOwnOrderRefundFacts } from '../../db/repositories/orders/orders';
import { listOrderLinePrices } from '../../db/repositories/orders/orderLines';
import { findLatestStatusAt } from '../../db/repositories/orders/statusHistory';
import { listRefundLineQuantities } from '../../db/repositories/memberOrders/refunds';

type Db = Kysely<Database>;

/** Refunds that hold their lines: asked for, approved or paid (a rejected one frees them). */
export const CLAIMING_REFUND_STATUSES = ['requested', 'approved', 'refunded'] as const;

/** When the parcel arrived: the latest 已送達 row of the order's history. */
export async function deliveredAt(db: Db, orderId: number): Promise<number | null> {
  return findLatestStatusAt(db, orderId, 'delivered');
}

/** Each line of the order with what was bought and how many units refunds already hold. */
export async function refundLineFacts(db: Db, orderId: number): Promise<(RefundLineFacts & { orderLineId: number })[]> {
  const [lines, claims] = await Promise.all([
    listOrderLinePrices(db, orderId),
    listRefundLineQuantities(db, orderId, CLAIMING_REFUND_STATUSES),
  ]);
  return lines.map((l) => ({
    orderLineId: l.id, optionId: l.option_id, unitPrice: l.unit_price, bought: l.quantity,
    claimed: claims.filter((c) => c.order_line_id === l.id).reduce((sum, c) => sum + c.quantity, 0),
  }));
}

/** Everything the refund rules need about one of the member's orders; another member's is null. */
export async function refundOrderFacts(db: Db, memberId: number, orderId: number) {
  const order = await findOwnOrderRefundFacts(db, memberId, orderId);
  if (!order) return null;
  const [lines, delivered] = await Promise.all([refundLineFacts(db, orderId), deliveredAt(db, orderId)]);
  return { ...order, status: order.status as OrderStatus, deliveredAt: delivered, lines };
}
