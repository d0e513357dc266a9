import type { Kysely, Migration } from 'kysely';
import { TIME } from './helpers';

/**
 * An order claimed for shipping before the logistics provider is asked for a parcel (issue 28): two staff,
 * or two clicks, race to ship one order, and the provider's create is not idempotent. The claim is taken
 * under the order's row lock; the row goes with the shipment's own transaction, or is given back when the
 * provider refuses.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('shipment_claims')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('claimed_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipment_claims').execute();
}

export const shipmentClaims: Migration = { up, down };
