import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/**
 * E-invoices through a value-added centre (issue 27): the invoice of each paid order and the 折讓 of each
 * approved refund, as the provider numbered them (a row is written pending in the money's transaction and
 * issued after it commits, so a provider outage never undoes a payment); a brief cache of the provider's
 * 手機條碼 / 捐贈碼 checks; and demo mode's local ezPay (its 字軌 counters and the documents it issued).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('einvoices'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('merchant_order_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('number', 'varchar(10)')
    .addColumn('random_code', 'varchar(4)')
    .addColumn('trans_no', 'varchar(30)')
    .addColumn('issued_at', TIME)
    .addColumn('voided_at', TIME)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', TIME, (c) => c.notNull())
    .addColumn('last_error', 'varchar(200)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('einvoices_due').on('einvoices').columns(['status', 'next_attempt_at']).execute();
  await withSerialId(db, db.schema.createTable('einvoice_allowances'))
    .addColumn('refund_id', 'integer', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('number', 'varchar(20)')
    .addColumn('remaining', 'integer')
    .addColumn('issued_at', TIME)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', TIME, (c) => c.notNull())
    .addColumn('last_error', 'varchar(200)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('einvoice_allowances_due').on('einvoice_allowances').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createTable('einvoice_code_checks')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('checked_at', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('einvoice_code_checks_pk', ['kind', 'code'])
    .execute();
  await sandboxTables(db);
}

async function sandboxTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('sandbox_ezpay_sequences')
    .addColumn('name', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('sandbox_ezpay_invoices')
    .addColumn('invoice_number', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('merchant_order_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('trans_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('random_num', 'varchar(4)', (c) => c.notNull())
    .addColumn('total_amt', 'integer', (c) => c.notNull())
    .addColumn('remaining_amt', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createTable('sandbox_ezpay_allowances')
    .addColumn('allowance_no', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('invoice_number', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_ezpay_allowances', 'sandbox_ezpay_invoices', 'sandbox_ezpay_sequences', 'einvoice_code_checks', 'einvoice_allowances', 'einvoices']) {
    await db.schema.dropTable(table).execute();
  }
}

export const einvoices: Migration = { up, down };
