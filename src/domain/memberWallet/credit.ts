import { taipeiDate } from './dates';
import { WalletMessages } from './messages';

/** One row of the credit ledger: + granted or returned, − spent or expired. */
export interface CreditEntry {
  id: number;
  amount: number;
  reason: string;
  reasonLabel: string;
  orderNumber: string | null;
  createdAt: number;
  expiresAt: number | null;
}

export interface CreditExpiry { amount: number; expiresAt: number }

export interface CreditAccount { balance: number; expiring: CreditExpiry[]; entries: CreditEntry[] }

export interface LedgerRow { id: number; amount: number; reason: string; createdAt: number; expiresAt: number | null }

/** The reason of the row that takes an expired lot's remainder off the balance. */
export const EXPIRED_REASON = 'expired';

interface Lot { remaining: number; expiresAt: number | null }

function take(lots: Lot[], amount: number, usable: (lot: Lot) => boolean): number {
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    if (lot.remaining === 0 || !usable(lot)) continue;
    const used = Math.min(lot.remaining, left);
    lot.remaining -= used;
    left -= used;
  }
  return left;
}

/**
 * What is left of each grant, first in first out: spending takes from the oldest grant still valid
 * at that moment; an `expired` row takes from the lots that had expired by then.
 */
export function creditLots(rows: readonly LedgerRow[]): Lot[] {
  const lots: Lot[] = [];
  const ordered = [...rows].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  for (const row of ordered) {
    if (row.amount > 0) lots.push({ remaining: row.amount, expiresAt: row.expiresAt });
    else if (row.reason === EXPIRED_REASON) take(lots, -row.amount, (l) => l.expiresAt !== null && l.expiresAt <= row.createdAt);
    else {
      const left = take(lots, -row.amount, (l) => l.expiresAt === null || l.expiresAt > row.createdAt);
      take(lots, left, () => true);
    }
  }
  return lots;
}

/** Remainders still to expire after `now`, by date (soonest first). */
export function expiringCredit(rows: readonly LedgerRow[], now: number): CreditExpiry[] {
  const byDate = new Map<number, number>();
  for (const lot of creditLots(rows)) {
    if (lot.remaining > 0 && lot.expiresAt !== null && lot.expiresAt > now) byDate.set(lot.expiresAt, (byDate.get(lot.expiresAt) ?? 0) + lot.remaining);
  }
  return [...byDate].sort((a, b) => a[0] - b[0]).map(([expiresAt, amount]) => ({ amount, expiresAt }));
}

/** Lots past their expiry with something left: each needs an `expired` row dated at its expiry. */
export function dueExpiries(rows: readonly LedgerRow[], now: number): CreditExpiry[] {
  return creditLots(rows)
    .filter((l) => l.remaining > 0 && l.expiresAt !== null && l.expiresAt <= now)
    .map((l) => ({ amount: l.remaining, expiresAt: l.expiresAt! }));
}

export const creditExpiryText = (e: CreditExpiry): string => WalletMessages.CREDIT_EXPIRING(e.amount, taipeiDate(e.expiresAt));
