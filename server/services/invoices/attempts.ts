import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { InvoiceProviderError, type InvoiceIssuer } from './InvoiceIssuer';

/** What the invoice work needs: the database, the provider, a logger for staff, a clock. */
export interface InvoiceDeps {
  db: Kysely<Database>;
  invoices: InvoiceIssuer;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now: () => number;
}

/** Longer than a call's timeout and its retries: a claimed row is not taken by another process meanwhile. */
export const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LAST_RETRY_MS = 6 * 3600_000;

/** 1 min, 2, 4, … up to 6 h between attempts. */
export const retryDelay = (attempts: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);

export interface Failure {
  attempts: number;
  nextAttemptAt: number;
  error: string;
  /** The provider may have acted on a call whose answer we cannot believe: staff look, nothing is repeated blindly. */
  review: boolean;
}

/** A failed attempt, logged for staff without anything that was sent (only what failed and the provider's status). */
export function failureOf(deps: InvoiceDeps, what: Record<string, number | string>, attempts: number, err: unknown): Failure {
  const review = err instanceof InvoiceProviderError && err.answered;
  const error = err instanceof Error ? err.message : String(err);
  const now = deps.now();
  if (review) deps.log.error({ ...what, attempts, error, staff: true }, 'the e-invoice provider answered what could not be verified; staff must check it');
  else deps.log.warn({ ...what, attempts, error }, 'an e-invoice call failed; the invoice job tries again');
  return { attempts, nextAttemptAt: now + retryDelay(attempts), error, review };
}
