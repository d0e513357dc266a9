import type { Kysely, Migration } from 'kysely';

/**
 * What every card and the top of a product page show (issue 30): the review count and star total
 * (the average is their quotient), 已售 and 跟團人數. Kept on the group-buy so a list of cards reads
 * them with its own row, whatever the catalog size; the services recount them when a review or an
 * order is written, and the seed fills them. Frozen schema: a database seeded before it shows its figures
 * from the next review or order of each group-buy, or at once after `npm run seed`.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['review_count', 'rating_total', 'sold_count', 'buyer_count']) {
    await db.schema.alterTable('group_buys').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.createIndex('order_lines_group_buy').on('order_lines').column('group_buy_id').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_lines_group_buy').execute();
  for (const column of ['buyer_count', 'sold_count', 'rating_total', 'review_count']) {
    await db.schema.alterTable('group_buys').dropColumn(column).execute();
  }
}

export const cardStats: Migration = { up, down };
