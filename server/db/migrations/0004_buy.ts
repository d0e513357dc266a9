import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/** Carts, restock/follow subscriptions and server-side tracking events (the buy slice). */
async function up(db: Kysely<unknown>): Promise<void> {
  // One line per member and option: the primary key is what makes concurrent adds merge.
  await db.schema.createTable('cart_items')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('options.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['member_id', 'option_id'])
    .execute();
  // option_id 0 = the whole product / group-buy (a unique key cannot rely on NULLs on both dialects).
  await withSerialId(db, db.schema.createTable('subscriptions'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('target_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addUniqueConstraint('subscriptions_unique', ['member_id', 'target_type', 'target_id', 'option_id'])
    .execute();
  await withSerialId(db, db.schema.createTable('tracking_events'))
    .addColumn('member_id', 'integer')
    .addColumn('event', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tracking_events', 'subscriptions', 'cart_items']) await db.schema.dropTable(table).ifExists().execute();
}

export const buy: Migration = { up, down };
