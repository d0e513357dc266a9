import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Takes the order's shipping claim unless a claim newer than `staleBefore` holds it; true when taken. */
export async function takeShipmentClaim(db: Db, orderId: number, now: number, staleBefore: number): Promise<boolean> {
  await db.deleteFrom('shipment_claims').where('order_id', '=', orderId).where('claimed_at', '<', staleBefore).execute();
  const taken = await db.insertInto('shipment_claims').values({ order_id: orderId, claimed_at: now })
    .onConflict((oc) => oc.column('order_id').doNothing()).executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function releaseShipmentClaim(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('shipment_claims').where('order_id', '=', orderId).execute();
}

/** True while someone is shipping the order (a claim newer than `staleBefore`). */
export async function isShipmentClaimed(db: Db, orderId: number, staleBefore: number): Promise<boolean> {
  const row = await db.selectFrom('shipment_claims').select('order_id').where('order_id', '=', orderId).where('claimed_at', '>=', staleBefore).executeTakeFirst();
  return row !== undefined;
}
