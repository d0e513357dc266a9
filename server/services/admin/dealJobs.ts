import type { AppContext } from '../../context';
import { openDueDeals } from './dealSchedule';

const TICK_MS = 60_000;

/**
 * A deal created without its 即將開團 preview is hidden ('scheduled') until its start: every minute
 * (and at start) the ones due are listed. Each is opened by a guarded update, so two runs open it once.
 */
export function scheduleDealJobs(ctx: AppContext): void {
  ctx.jobs.schedule('deals.open', { everyMs: TICK_MS }, async () => { await openDueDeals(ctx.db, ctx.now()); }, { runAtStart: true });
}
