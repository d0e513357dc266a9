import { sql, type Kysely } from 'kysely';
import type { CreditBody } from '../../../contract/memberWallet';
import { dueExpiries, EXPIRED_REASON, expiringCredit, type LedgerRow } from '../../../src/domain/memberWallet/credit';
import { creditReasonLabel } from '../../../src/domain/memberWallet/messages';
import { isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const ledgerRows = async (db: Db, memberId: number): Promise<LedgerRow[]> =>
  (await db.selectFrom('credit_ledger').select(['id', 'amount', 'reason', 'created_at', 'expires_at']).where('member_id', '=', memberId).execute())
    .map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, createdAt: Number(r.created_at), expiresAt: r.expires_at === null ? null : Number(r.expires_at) }));

/**
 * Writes an `expired` row for each grant whose expiry has passed with something left (dated at its
 * expiry), so the balance stays the ledger's sum. Runs under the member's lock (PostgreSQL) so two
 * readers write it once.
 */
export async function settleExpiredCredit(db: Db, memberId: number, now: number): Promise<void> {
  if (dueExpiries(await ledgerRows(db, memberId), now).length === 0) return;
  await db.transaction().execute(async (trx) => {
    if (isPostgres<Database>(trx)) await sql`select id from members where id = ${memberId} for update`.execute(trx);
    const due = dueExpiries(await ledgerRows(trx, memberId), now);
    if (due.length === 0) return;
    await trx.insertInto('credit_ledger')
      .values(due.map((d) => ({ member_id: memberId, amount: -d.amount, reason: EXPIRED_REASON, order_id: null, created_at: d.expiresAt, expires_at: null })))
      .execute();
  });
}

/** 我的購物金: the balance (the ledger's sum), what expires when, and the ledger newest first. */
export async function readCredit(db: Db, memberId: number, now: number): Promise<CreditBody> {
  await settleExpiredCredit(db, memberId, now);
  const rows = await db.selectFrom('credit_ledger').leftJoin('orders', 'orders.id', 'credit_ledger.order_id')
    .select(['credit_ledger.id', 'credit_ledger.amount', 'credit_ledger.reason', 'credit_ledger.created_at', 'credit_ledger.expires_at', 'orders.number as order_number'])
    .where('credit_ledger.member_id', '=', memberId).orderBy('credit_ledger.created_at', 'desc').orderBy('credit_ledger.id', 'desc').execute();
  const ledger: LedgerRow[] = rows.map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, createdAt: Number(r.created_at), expiresAt: r.expires_at === null ? null : Number(r.expires_at) }));
  const sum = await db.selectFrom('credit_ledger').select(sql<number>`coalesce(sum(amount), 0)`.as('balance')).where('member_id', '=', memberId).executeTakeFirst();
  return {
    balance: Number(sum?.balance ?? 0),
    expiring: expiringCredit(ledger, now).map((e) => ({ amount: e.amount, expires_at: e.expiresAt })),
    entries: rows.map((r, i) => ({
      id: r.id, amount: r.amount, reason: r.reason, reason_label: creditReasonLabel(r.reason), order_number: r.order_number,
      created_at: ledger[i].createdAt, expires_at: ledger[i].expiresAt,
    })),
  };
}
