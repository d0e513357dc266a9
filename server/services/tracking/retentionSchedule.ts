import type { AppContext } from '../../context';
import { pruneTrackingData } from './retention';

const HOUR = 3_600_000;

/**
 * The collector's retention sweep (retention.ts): at start (a process restarted more often than
 * hourly still sweeps), then hourly, in one process at a time. A sweep working off a backlog stops
 * between batches when the process stops; the next one carries on.
 */
export function scheduleTrackingRetention(ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'jobs'>): void {
  ctx.jobs.schedule('tracking.prune', { everyMs: HOUR }, async ({ signal }) => {
    const pruned = await pruneTrackingData(ctx.db, ctx.now(), signal);
    ctx.log.info({ pruned }, 'tracking retention sweep');
  }, { runAtStart: true });
}
