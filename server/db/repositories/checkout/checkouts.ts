import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CheckoutsTable } from '../../checkoutSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function findOwnCheckout(db: Db, memberId: number, id: number) {
  return db.selectFrom('checkouts').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export async function insertCheckout(db: Db, row: Insertable<CheckoutsTable>) {
  return db.insertInto('checkouts').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateCheckoutRow(db: Db, id: number, changes: Updateable<CheckoutsTable>): Promise<void> {
  await db.updateTable('checkouts').set(changes).where('id', '=', id).execute();
}

/** The ids of a member's open checkouts after the `keep` most recently changed (at most 1000). */
export async function listOpenCheckoutIdsAfter(db: Db, memberId: number, keep: number): Promise<number[]> {
  const rows = await db.selectFrom('checkouts').select('id').where('member_id', '=', memberId).where('order_id', 'is', null)
    .orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(keep).limit(1000).execute();
  return rows.map((r) => r.id);
}

/** Deletes the given checkouts that are still open. */
export async function deleteOpenCheckouts(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('checkouts').where('id', 'in', [...ids]).where('order_id', 'is', null).execute();
}

export async function findInvoicePreference(db: Db, memberId: number): Promise<string | undefined> {
  return (await db.selectFrom('invoice_preferences').select('invoice').where('member_id', '=', memberId).executeTakeFirst())?.invoice;
}

export async function upsertInvoicePreference(db: Db, memberId: number, invoice: string, now: number): Promise<void> {
  await db.insertInto('invoice_preferences').values({ member_id: memberId, invoice, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ invoice, updated_at: now })).execute();
}

/** The checkout an order was placed from. */
export async function findCheckoutIdOfOrder(db: Db, orderId: number): Promise<number | undefined> {
  return (await db.selectFrom('checkouts').select('id').where('order_id', '=', orderId).executeTakeFirst())?.id;
}
