import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/**
 * Recounts the review figures every card shows (how many reviews, the sum of their stars) from the
 * reviews table: of these group-buys, or of all of them when `ids` is null.
 */
export async function recountReviewStats(db: Db, ids: readonly number[] | null): Promise<void> {
  if (ids !== null && ids.length === 0) return;
  let update = db.updateTable('group_buys').set((eb) => ({
    review_count: eb.selectFrom('reviews').select((s) => s.fn.countAll<number>().as('n')).whereRef('reviews.group_buy_id', '=', 'group_buys.id'),
    rating_total: eb.selectFrom('reviews').select((s) => s.fn.coalesce(s.fn.sum<number>('reviews.rating'), s.lit(0)).as('t'))
      .whereRef('reviews.group_buy_id', '=', 'group_buys.id'),
  }));
  if (ids !== null) update = update.where('group_buys.id', 'in', ids);
  await update.execute();
}

/**
 * Recounts 已售 (pieces) and 跟團人數 (distinct members) from the order lines of orders in `statuses`:
 * of these group-buys, or of all of them when `ids` is null.
 */
export async function recountSales(db: Db, ids: readonly number[] | null, statuses: readonly string[]): Promise<void> {
  if (ids !== null && ids.length === 0) return;
  const lines = (eb: ExpressionBuilder<Database, 'group_buys'>) =>
    eb.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .whereRef('order_lines.group_buy_id', '=', 'group_buys.id').where('orders.status', 'in', [...statuses]);
  let update = db.updateTable('group_buys').set((eb) => ({
    sold_count: lines(eb).select((s) => s.fn.coalesce(s.fn.sum<number>('order_lines.quantity'), s.lit(0)).as('q')),
    buyer_count: lines(eb).select((s) => s.fn.count<number>('orders.member_id').distinct().as('m')),
  }));
  if (ids !== null) update = update.where('group_buys.id', 'in', ids);
  await update.execute();
}
