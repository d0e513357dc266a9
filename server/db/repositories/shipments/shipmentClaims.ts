import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes the order's shipping claim: `taken` when there was none, `retaken` when only a claim older than
 * `staleBefore` held it (its attempt may have booked: the caller asks the provider first), `held` otherwise.
 */
export async function takeShipmentClaim(db: Db, orderId: number, now: number, staleBefore: number): Promise<'taken' | 'retaken' | 'held'> {
  if (await retakeStaleShipmentClaim(db, orderId, now, staleBefore)) return 'retaken';
  const taken = await db.insertInto('shipment_claims').values({ order_id: orderId, claimed_at: now })
    .onConflict((oc) => oc.column('order_id').doNothing()).executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0 ? 'taken' : 'held';
}

/** Renews a claim older than `staleBefore` for a new attempt; false when there is none. */
export async function retakeStaleShipmentClaim(db: Db, orderId: number, now: number, staleBefore: number): Promise<boolean> {
  const stale = await db.updateTable('shipment_claims').set({ claimed_at: now }).where('order_id', '=', orderId).where('claimed_at', '<', staleBefore).executeTakeFirst();
  return Number(stale.numUpdatedRows) > 0;
}

/** Sets the claim's time (back to stale: the attempt that renewed it changed nothing at the provider). */
export async function setShipmentClaimTime(db: Db, orderId: number, claimedAt: number): Promise<void> {
  await db.updateTable('shipment_claims').set({ claimed_at: claimedAt }).where('order_id', '=', orderId).execute();
}

export async function releaseShipmentClaim(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('shipment_claims').where('order_id', '=', orderId).execute();
}

/** True while someone is shipping the order (a claim newer than `staleBefore`). */
export async function isShipmentClaimed(db: Db, orderId: number, staleBefore: number): Promise<boolean> {
  const row = await db.selectFrom('shipment_claims').select('order_id').where('order_id', '=', orderId).where('claimed_at', '>=', staleBefore).executeTakeFirst();
  return row !== undefined;
}
