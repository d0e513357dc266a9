import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

export const findCodeCheck = (db: Kysely<Database>, kind: string, code: string) =>
  db.selectFrom('einvoice_code_checks').select(['found', 'checked_at']).where('kind', '=', kind).where('code', '=', code).executeTakeFirst();

export async function saveCodeCheck(db: Kysely<Database>, kind: string, code: string, found: boolean, now: number): Promise<void> {
  const values = { found: found ? 1 : 0, checked_at: now };
  await db.insertInto('einvoice_code_checks').values({ kind, code, ...values })
    .onConflict((oc) => oc.columns(['kind', 'code']).doUpdateSet(values)).execute();
}

/** The member's own checkout's stored invoice choice, and whether it already became an order. */
export const findCheckoutInvoice = (db: Kysely<Database>, memberId: number, checkoutId: number) =>
  db.selectFrom('checkouts').select(['invoice', 'order_id']).where('id', '=', checkoutId).where('member_id', '=', memberId).executeTakeFirst();
