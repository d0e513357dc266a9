import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/**
 * Refunds of the member area: the request and its lines (frozen quantities), and the invoice
 * allowance (折讓) written when the money goes back. Delivery time is read from order_status_history.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('refunds'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull())
    .addColumn('refund_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    // The share of shopping credit the order used, given back as credit when the refund is paid.
    .addColumn('credit_returned', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('decided_at', TIME)
    .addColumn('refunded_at', TIME)
    .execute();
  await db.schema.createIndex('refunds_member').on('refunds').column('member_id').execute();
  await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();
  await withSerialId(db, db.schema.createTable('refund_lines'))
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refunds.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refund_lines_refund').on('refund_lines').column('refund_id').execute();
  await withSerialId(db, db.schema.createTable('invoice_allowances'))
    .addColumn('refund_id', 'integer', (c) => c.notNull().unique().references('refunds.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoice_allowances', 'refund_lines', 'refunds']) await db.schema.dropTable(table).ifExists().execute();
}

export const memberOrders: Migration = { up, down };
