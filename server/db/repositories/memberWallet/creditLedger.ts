import { sql, type Insertable, type Kysely } from 'kysely';
import type { CreditLedgerTable } from '../../checkoutSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** A member's ledger rows, unordered (the domain sums and dates them). */
export async function listCreditEntries(db: Db, memberId: number) {
  return db.selectFrom('credit_ledger').select(['id', 'amount', 'reason', 'created_at', 'expires_at']).where('member_id', '=', memberId).execute();
}

/** A member's ledger rows newest first, with the number of the order each one concerns. */
export async function listCreditEntriesWithOrders(db: Db, memberId: number) {
  return db.selectFrom('credit_ledger').leftJoin('orders', 'orders.id', 'credit_ledger.order_id')
    .select(['credit_ledger.id', 'credit_ledger.amount', 'credit_ledger.reason', 'credit_ledger.created_at', 'credit_ledger.expires_at', 'orders.number as order_number'])
    .where('credit_ledger.member_id', '=', memberId).orderBy('credit_ledger.created_at', 'desc').orderBy('credit_ledger.id', 'desc').execute();
}

/** The sum of a member's ledger (0 without rows). */
export async function sumCreditBalance(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('credit_ledger').select(sql<number>`coalesce(sum(amount), 0)`.as('balance')).where('member_id', '=', memberId).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function insertCreditEntries(db: Db, entries: readonly Insertable<CreditLedgerTable>[]): Promise<void> {
  await db.insertInto('credit_ledger').values([...entries]).execute();
}
