import type { Kysely } from 'kysely';
import { TIME, withSerialId } from './helpers';

/** Orders, their lines and history, idempotency keys and payments (part of migration 0009_checkout). */
export async function orderTables(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('orders'))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('checkout_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('goods', 'integer', (c) => c.notNull())
    .addColumn('promotion_discount', 'integer', (c) => c.notNull())
    .addColumn('coupon_discount', 'integer', (c) => c.notNull())
    .addColumn('credit_used', 'integer', (c) => c.notNull())
    .addColumn('shipping_fee', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // JSON snapshots taken when the order is placed: the priced groups, the buyer, the destination, the invoice choice.
    .addColumn('pricing', 'text', (c) => c.notNull())
    .addColumn('buyer', 'text', (c) => c.notNull())
    .addColumn('delivery_method', 'varchar(8)', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(16)', (c) => c.notNull())
    .addColumn('invoice', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'varchar(10)')
    .addColumn('member_coupon_id', 'integer')
    .addColumn('payment_deadline', TIME)
    .addColumn('paid_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_member').on('orders').column('member_id').execute();
  await withSerialId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('group_buy_id', 'integer', (c) => c.notNull())
    .addColumn('group_buy_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('product_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('size', 'varchar(64)', (c) => c.notNull())
    .addColumn('image', 'varchar(200)', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
  await withSerialId(db, db.schema.createTable('order_status_history'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createTable('order_sequences')
    .addColumn('day', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('idempotency_keys')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['member_id', 'key'])
    .execute();
}

export async function paymentTables(db: Kysely<unknown>): Promise<void> {
  // Card payments keep the brand and last four digits only; the number never reaches this table.
  await withSerialId(db, db.schema.createTable('payments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('gateway', 'varchar(32)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('card_brand', 'varchar(16)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('bank_code', 'varchar(3)')
    .addColumn('virtual_account', 'varchar(14)')
    .addColumn('deadline', TIME)
    .addColumn('challenge_hash', 'varchar(64)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();
  await db.schema.createTable('payment_notifications')
    .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createTable('app_secrets')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    .execute();
}

