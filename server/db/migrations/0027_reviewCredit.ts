import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The credit a review earned, on the review (issue 25): a full refund of the reviewed line takes
 * exactly that back. Reviews written before this carry what the rule then gave: NT$10 for a text of
 * 15 characters or more on a member's own order line (seeded reviews have no line and earned nothing).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update reviews set credit = 10 where order_line_id is not null and length(trim(body)) >= 15`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('credit').execute();
}

export const reviewCredit: Migration = { up, down };
