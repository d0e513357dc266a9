import type { Kysely } from 'kysely';
import type { OrderListBody, OrderSummaryBody } from '../../../contract/memberOrders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/checkout/orderStatus';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import { ORDER_TABS, ORDERS_PER_PAGE, TAB_STATUSES, tabOfStatus, type OrderTab } from '../../../src/domain/memberOrders/orderTabs';
import type { Database } from '../../db/schema';
import { countOrdersByStatus, listOrderSummaries } from '../../db/repositories/orders/orders';
import { listOrderLineSummaries } from '../../db/repositories/orders/orderLines';

type Db = Kysely<Database>;

async function tabCounts(db: Db, memberId: number): Promise<Record<OrderTab, number>> {
  const rows = await countOrdersByStatus(db, memberId);
  const counts = Object.fromEntries(ORDER_TABS.map((t) => [t, 0])) as Record<OrderTab, number>;
  for (const row of rows) {
    const n = Number(row.n);
    counts.all += n;
    counts[tabOfStatus(row.status as OrderStatus)] += n;
  }
  return counts;
}

/** The first line's title and image and the units bought of each order on the page. */
async function lineFacts(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { count: number; title: string; image: string }>();
  const lines = await listOrderLineSummaries(db, orderIds);
  const facts = new Map<number, { count: number; title: string; image: string }>();
  for (const l of lines) {
    const seen = facts.get(l.order_id);
    if (seen) seen.count += l.quantity;
    else facts.set(l.order_id, { count: l.quantity, title: l.product_title, image: l.image });
  }
  return facts;
}

/** 訂單查詢: the member's orders of one tab, newest first, 10 a page, with every tab's count. */
export async function listOrders(db: Db, memberId: number, tab: OrderTab, page: number): Promise<OrderListBody> {
  const counts = await tabCounts(db, memberId);
  const pageCount = Math.max(1, Math.ceil(counts[tab] / ORDERS_PER_PAGE));
  const statuses = tab === 'all' ? null : TAB_STATUSES[tab];
  const rows = await listOrderSummaries(db, memberId, statuses, { limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE });
  const facts = await lineFacts(db, rows.map((r) => r.id));
  const orders = rows.map((r): OrderSummaryBody => {
    const f = facts.get(r.id);
    return {
      id: r.id, number: r.number, status: r.status as OrderStatus, status_label: ORDER_STATUS_LABELS[r.status as OrderStatus],
      created_at: Number(r.created_at), total: r.total, item_count: f?.count ?? 0, first_title: f?.title ?? '', first_image: f?.image ?? '',
      payment_method: r.payment_method as PaymentMethod,
    };
  });
  return { orders, counts, page, page_count: pageCount };
}
