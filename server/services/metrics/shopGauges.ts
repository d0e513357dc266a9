import type { Kysely } from 'kysely';
import { countOpenIncidents, countPaymentsByStateAndMethod, countWaitingMail } from '../../db/repositories/metrics/shopState';
import type { Database } from '../../db/schema';

/** What the shop's tables say about money and mail at this moment, read when Prometheus scrapes. */
export interface ShopState {
  /** Payments by state (pending, succeeded, declined, needs_refund, refunded …) and method. */
  payments: { state: string; method: string; count: number }[];
  /** Mail not yet handed to the relay, and the part of it that has failed at least once. */
  outbox: { waiting: number; failing: number };
  /** Captured money the shop must still give back (payment incidents not resolved). */
  openIncidents: number;
}

export async function readShopState(db: Kysely<Database>): Promise<ShopState> {
  const [payments, outbox, incidents] = await Promise.all([
    countPaymentsByStateAndMethod(db), countWaitingMail(db), countOpenIncidents(db),
  ]);
  return {
    payments: payments.map((row) => ({ state: row.state, method: row.method, count: Number(row.count) })),
    outbox: { waiting: Number(outbox.waiting), failing: Number(outbox.failing ?? 0) },
    openIncidents: Number(incidents.open),
  };
}
