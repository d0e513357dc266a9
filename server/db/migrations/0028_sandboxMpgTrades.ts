import type { Kysely, Migration } from 'kysely';
import { TIME } from './helpers';

/**
 * The demo mode's local NewebPay MPG (issue 27): the trades it was sent, so its hosted page, its
 * notify, QueryTradeInfo and the card cancel/close APIs answer as the gateway would. Card numbers are
 * never stored: only the first six and last four digits the real gateway reports.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('sandbox_mpg_trades')
    .addColumn('trade_no', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('merchant_order_no', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('amt', 'integer', (c) => c.notNull())
    .addColumn('payment_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('close_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('back_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('card6', 'varchar(6)')
    .addColumn('card4', 'varchar(4)')
    .addColumn('bank_code', 'varchar(3)')
    .addColumn('code_no', 'varchar(14)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_mpg_trades').execute();
}

export const sandboxMpgTrades: Migration = { up, down };
