import type { FastifyInstance } from 'fastify';
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

/** Every minute in every mode (once the server is ready), stopped and waited for on close. */
export function startInvoiceJobs(app: FastifyInstance, ctx: AppContext): void {
  const deps = invoiceDeps(ctx);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runInvoiceJob(deps).catch((err: unknown) => ctx.log.error({ err }, 'the e-invoice job failed'));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, TICK_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
