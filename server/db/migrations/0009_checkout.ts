import type { Kysely, Migration } from 'kysely';
import { orderTables, paymentTables } from './0009_checkoutOrders';
import { TIME, withSerialId } from './helpers';

/** Promotions, coupons and credit: what prices an order besides the options' prices. */
async function pricingTables(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('group_buy_promotions'))
    .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_buy_promotions_gb').on('group_buy_promotions').column('group_buy_id').execute();
  await db.schema.createTable('branch_shipping')
    .addColumn('branch_id', 'integer', (c) => c.primaryKey().references('branches.id').onDelete('cascade'))
    .addColumn('free_from', 'integer', (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('coupons'))
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('min_spend', 'integer', (c) => c.notNull())
    .addColumn('branch_ids', 'text', (c) => c.notNull())
    .addColumn('starts_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('member_coupons'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('used_at', TIME)
    .addColumn('order_id', 'integer')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_coupons_member').on('member_coupons').column('member_id').execute();
  // The balance is the sum of a member's rows; it is never stored anywhere else.
  await withSerialId(db, db.schema.createTable('credit_ledger'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_ledger_member').on('credit_ledger').column('member_id').execute();
}

/** Where orders go: saved addresses and stores, the seeded stores, the remembered invoice. */
async function destinationTables(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('destinations'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(10)', (c) => c.notNull())
    .addColumn('city', 'varchar(8)', (c) => c.notNull())
    .addColumn('district', 'varchar(8)', (c) => c.notNull())
    .addColumn('zip', 'varchar(3)', (c) => c.notNull())
    .addColumn('street', 'varchar(120)', (c) => c.notNull())
    .addColumn('store_chain', 'varchar(8)')
    .addColumn('store_id', 'varchar(16)')
    .addColumn('store_name', 'varchar(64)')
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('destinations_member').on('destinations').column('member_id').execute();
  await withSerialId(db, db.schema.createTable('convenience_stores'))
    .addColumn('chain', 'varchar(8)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('city', 'varchar(8)', (c) => c.notNull())
    .addColumn('district', 'varchar(8)', (c) => c.notNull())
    .addColumn('address', 'varchar(160)', (c) => c.notNull())
    .addUniqueConstraint('convenience_stores_unique', ['chain', 'store_id'])
    .execute();
  await db.schema.createTable('invoice_preferences')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('invoice', 'text', (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
}

async function checkoutTable(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('checkouts'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // JSON: the chosen cart lines [{option_id, quantity}] and the price as last computed.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('price_snapshot', 'text', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('buyer_mobile', 'varchar(10)', (c) => c.notNull())
    .addColumn('buyer_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('delivery_method', 'varchar(8)', (c) => c.notNull())
    .addColumn('destination_id', 'integer')
    .addColumn('payment_method', 'varchar(16)')
    .addColumn('invoice', 'text', (c) => c.notNull())
    // null = pick the best coupon; 0 = the member chose none.
    .addColumn('member_coupon_id', 'integer')
    .addColumn('credit_requested', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
}

async function up(db: Kysely<unknown>): Promise<void> {
  await pricingTables(db);
  await destinationTables(db);
  await checkoutTable(db);
  await orderTables(db);
  await paymentTables(db);
}

export const CHECKOUT_TABLES = [
  'app_secrets', 'payment_notifications', 'payments', 'idempotency_keys', 'order_sequences', 'order_status_history', 'order_lines', 'orders',
  'checkouts', 'invoice_preferences', 'convenience_stores', 'destinations', 'credit_ledger', 'member_coupons', 'coupons', 'branch_shipping',
  'group_buy_promotions',
] as const;

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CHECKOUT_TABLES) await db.schema.dropTable(table).ifExists().execute();
}

export const checkout: Migration = { up, down };
