import type { Kysely } from 'kysely';
import type { CreditBody } from '../../../contract/memberWallet';
import { dueExpiries, EXPIRED_REASON, expiringCredit, type LedgerRow } from '../../../src/domain/memberWallet/credit';
import { creditReasonLabel } from '../../../src/domain/memberWallet/messages';
import type { Database } from '../../db/schema';
import { lockMemberRow } from '../../db/repositories/checkout/memberLock';
import {
  insertCreditEntries, listCreditEntries, listCreditEntriesWithOrders, sumCreditBalance,
} from '../../db/repositories/memberWallet/creditLedger';

type Db = Kysely<Database>;

const ledgerRows = async (db: Db, memberId: number): Promise<LedgerRow[]> =>
  (await listCreditEntries(db, memberId))
    .map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, createdAt: Number(r.created_at), expiresAt: r.expires_at === null ? null : Number(r.expires_at) }));

/**
 * Writes an `expired` row for each grant whose expiry has passed with something left (dated at its
 * expiry), so the balance stays the ledger's sum. Runs under the member's lock (PostgreSQL) so two
 * readers write it once.
 */
export async function settleExpiredCredit(db: Db, memberId: number, now: number): Promise<void> {
  if (dueExpiries(await ledgerRows(db, memberId), now).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await lockMemberRow(trx, memberId);
    const due = dueExpiries(await ledgerRows(trx, memberId), now);
    if (due.length === 0) return;
    await insertCreditEntries(trx, due.map((d) => ({ member_id: memberId, amount: -d.amount, reason: EXPIRED_REASON, order_id: null, created_at: d.expiresAt, expires_at: null })));
  });
}

/** 我的購物金: the balance (the ledger's sum), what expires when, and the ledger newest first. */
export async function readCredit(db: Db, memberId: number, now: number): Promise<CreditBody> {
  await settleExpiredCredit(db, memberId, now);
  const rows = await listCreditEntriesWithOrders(db, memberId);
  const ledger: LedgerRow[] = rows.map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, createdAt: Number(r.created_at), expiresAt: r.expires_at === null ? null : Number(r.expires_at) }));
  const balance = await sumCreditBalance(db, memberId);
  return {
    balance,
    expiring: expiringCredit(ledger, now).map((e) => ({ amount: e.amount, expires_at: e.expiresAt })),
    entries: rows.map((r, i) => ({
      id: r.id, amount: r.amount, reason: r.reason, reason_label: creditReasonLabel(r.reason), order_number: r.order_number,
      created_at: ledger[i].createdAt, expires_at: ledger[i].expiresAt,
    })),
  };
}
