import type { AppContext } from '../../context';
import { issueRefundAllowance } from '../invoices/allowanceWork';
import { invoiceDeps } from '../invoices/jobs';
import { DEMO_TIMINGS } from './demoTimings';
import { runFulfilment } from './fulfilment';
import { approveRefunds } from './refundApproval';
import { demoShipper } from '../logistics/demoShipper';

/**
 * Demo mode only: the fulfilment and refund-approval stand-ins, every DEMO_TIMINGS.tickMs. Answers
 * the function that stops them (buildApp calls it when the app closes).
 */
export function startDemoJobs(ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'now' | 'invoices'> & Partial<Pick<AppContext, 'logistics'>>): () => void {
  const deps = {
    db: ctx.db, mailer: ctx.mailer, origin: ctx.config.publicOrigin,
    afterRefund: (id: number) => issueRefundAllowance(invoiceDeps(ctx), id), ship: demoShipper(ctx),
  };
  const run = () => void (async () => {
    await runFulfilment(deps, ctx.now());
    await approveRefunds(deps, ctx.now());
  })().catch((err: unknown) => ctx.log.error({ err }, 'demo fulfilment failed'));
  const timer = setInterval(run, DEMO_TIMINGS.tickMs).unref();
  return () => clearInterval(timer);
}
