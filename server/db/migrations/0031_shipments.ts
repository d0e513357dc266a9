import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/**
 * ECPay logistics (issue 27): one shipment per order with the provider's ids (AllPayLogisticsID,
 * 託運單號), the status callbacks it received (one row per status and time, so a repeated callback
 * adds nothing), and demo mode's local logistics' own shipments (what its timer reports next).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('shipments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('merchant_trade_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('logistics_id', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('logistics_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('sub_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('cvs_payment_no', 'varchar(20)')
    .addColumn('cvs_validation_no', 'varchar(10)')
    .addColumn('booking_note', 'varchar(20)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('shipment_events'))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('message', 'varchar(100)', (c) => c.notNull())
    .addColumn('status_at', TIME, (c) => c.notNull())
    .addColumn('received_at', TIME, (c) => c.notNull())
    .addUniqueConstraint('shipment_events_once', ['shipment_id', 'code', 'status_at'])
    .execute();
  await db.schema.createTable('sandbox_ecpay_shipments')
    .addColumn('logistics_id', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('merchant_trade_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('next_at', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_ecpay_shipments', 'shipment_events', 'shipments']) await db.schema.dropTable(table).execute();
}

export const shipments: Migration = { up, down };
