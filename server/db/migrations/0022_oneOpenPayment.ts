import { sql, type Kysely, type Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/**
 * At most one chargeable payment per order (issue 25): a partial unique index over the open
 * states, so no interleaving of 重新付款, cancel and the gateway's callbacks can leave two. Orders
 * that already have more keep their newest; an order no longer 待付款 keeps none. Captured money
 * that no order can take is logged for staff in `payment_incidents`.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update payments set state = 'expired'
    where state in ('pending', 'challenge')
      and (id not in (select max(id) from payments where state in ('pending', 'challenge') group by order_id)
        or order_id in (select id from orders where status <> 'pending_payment'))`.execute(db);
  await sql`create unique index payments_one_open on payments (order_id) where state in ('pending', 'challenge')`.execute(db);
  await withSerialId(db, db.schema.createTable('payment_incidents'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('reason', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('resolved_at', TIME)
    .execute();
  await db.schema.createIndex('payment_incidents_open').on('payment_incidents').column('resolved_at').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_incidents').ifExists().execute();
  await db.schema.dropIndex('payments_one_open').ifExists().execute();
}

export const oneOpenPayment: Migration = { up, down };
