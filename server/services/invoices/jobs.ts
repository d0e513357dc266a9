import type { AppContext } from '../../context';
import { dueAllowances } from '../../db/repositories/invoices/allowances';
import { dueInvoices } from '../../db/repositories/invoices/einvoices';
import { attemptAllowance } from './allowanceWork';
import type { InvoiceDeps } from './attempts';
import { attemptInvoice } from './invoiceWork';

const TICK_MS = 60_000;
const BATCH = 50;

export const invoiceDeps = (ctx: Pick<AppContext, 'db' | 'invoices' | 'log' | 'now'>): InvoiceDeps => ({ db: ctx.db, invoices: ctx.invoices, log: ctx.log, now: ctx.now });

/** One pass: invoices to issue or void, then 折讓 to issue, whose time has come (each claimed before it is tried). */
export async function runInvoiceJob(deps: InvoiceDeps): Promise<void> {
  for (const row of await dueInvoices(deps.db, deps.now(), BATCH)) await attemptInvoice(deps, row.id, Number(row.next_attempt_at));
  for (const row of await dueAllowances(deps.db, deps.now(), BATCH)) await attemptAllowance(deps, row.id, Number(row.next_attempt_at));
}

/**
 * Every minute in every mode (and once at start), in one process at a time. The queue is only a
 * first guard: each invoice and 折讓 is still claimed (its lease, `next_attempt_at`) before it is
 * tried, so a run cut short and one started elsewhere never issue the same invoice twice.
 */
export function scheduleInvoiceJobs(ctx: AppContext): void {
  const deps = invoiceDeps(ctx);
  ctx.jobs.schedule('invoices.attempts', { everyMs: TICK_MS }, () => runInvoiceJob(deps), { runAtStart: true });
}
