import type { AppContext } from '../../context';
import { issueRefundAllowance } from '../invoices/allowanceWork';
import { invoiceDeps } from '../invoices/jobs';
import type { Jobs } from '../jobs/Jobs';
import { DEMO_TIMINGS } from './demoTimings';
import { runFulfilment } from './fulfilment';
import { approveRefunds } from './refundApproval';
import { demoShipper } from '../logistics/demoShipper';

type DemoCtx = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'now' | 'invoices'> & Partial<Pick<AppContext, 'logistics'>>;

/** One demo tick: ship what is due, then approve refunds waiting long enough. */
export function demoTick(ctx: DemoCtx): () => Promise<void> {
  const deps = {
    db: ctx.db, mailer: ctx.mailer, origin: ctx.config.publicOrigin,
    afterRefund: (id: number) => issueRefundAllowance(invoiceDeps(ctx), id), ship: demoShipper(ctx),
  };
  return async () => {
    await runFulfilment(deps, ctx.now());
    await approveRefunds(deps, ctx.now());
  };
}

/** Demo mode only (buildApp decides): the fulfilment and refund-approval stand-ins, every DEMO_TIMINGS.tickMs. */
export function scheduleDemoJobs(jobs: Jobs, ctx: DemoCtx): void {
  jobs.schedule('demo.fulfilment', { everyMs: DEMO_TIMINGS.tickMs }, demoTick(ctx));
}
