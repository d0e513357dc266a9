import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recountReviewStats, recountSales } from '../../db/repositories/catalog/cardStats';
import { averageRating } from '../../../src/domain/catalog/reviews';
import { listOrderLines } from '../../db/repositories/orders/orderLines';

/** Orders whose pieces count as 已售: paid and not given back (a cancelled or refunded order sold nothing). */
export const SOLD_ORDER_STATUSES = ['to_ship', 'shipped', 'delivered', 'completed', 'refund_requested'] as const;

/** Recounts the card figures (reviews, stars, 已售, 跟團人數) of these group-buys, or of every one when null. */
export async function refreshCardStats(db: Kysely<Database>, ids: readonly number[] | null): Promise<void> {
  await recountReviewStats(db, ids);
  await recountSales(db, ids, SOLD_ORDER_STATUSES);
}

/** After an order is placed paid (貨到付款) or its payment succeeds: its group-buys' 已售 and 跟團人數. */
export async function refreshSalesOfOrder(db: Kysely<Database>, orderId: number): Promise<void> {
  const ids = [...new Set((await listOrderLines(db, orderId)).map((line) => line.group_buy_id))];
  await recountSales(db, ids, SOLD_ORDER_STATUSES);
}

/** After a review is written: its group-buy's review count and stars. */
export const refreshReviewStats = (db: Kysely<Database>, groupBuyId: number): Promise<void> => recountReviewStats(db, [groupBuyId]);

/** The average a card and a page show (one decimal), null without reviews: the review pages' own rule. */
export const ratingAverage = (count: number, total: number): number | null => averageRating(total, count);
