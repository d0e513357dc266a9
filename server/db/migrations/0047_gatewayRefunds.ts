import { sql, type Kysely, type Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/**
 * Money given back through the payment gateway outside any held transaction (issue 28, the money-safety
 * rule): a staff approval or cancel first claims the refund here (`started`) and commits, then calls the
 * gateway with nothing locked, then records `done` or `released`. A claim a crash left `started` is
 * settled by a job that asks the gateway. At most one live claim per payment: a trade is given back once.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('gateway_refunds'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('refund_id', 'integer', (c) => c.references('refunds.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('method', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('started_at', TIME, (c) => c.notNull())
    .addColumn('settled_at', TIME)
    .execute();
  await sql`create unique index gateway_refunds_once on gateway_refunds (payment_id) where state <> 'released'`.execute(db);
  await db.schema.createIndex('gateway_refunds_state').on('gateway_refunds').columns(['state', 'started_at']).execute();
  await db.schema.createIndex('gateway_refunds_order').on('gateway_refunds').column('order_id').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gateway_refunds').ifExists().execute();
}

export const gatewayRefunds: Migration = { up, down };
