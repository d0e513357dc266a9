import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../../database';
import type { Database } from '../../schema';

/**
 * Takes the member's row lock for the rest of the transaction, so a count-then-insert under a
 * per-member cap sees every row the one before it wrote (parallel requests take turns). SQLite runs
 * one write transaction at a time, which is the same guarantee.
 */
export async function lockMemberRow(trx: Transaction<Database>, memberId: number): Promise<void> {
  if (isPostgres<Database>(trx)) await sql`select id from members where id = ${memberId} for update`.execute(trx);
}
