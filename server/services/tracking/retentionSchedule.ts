import type { AppContext } from '../../context';
import { pruneTrackingData } from './retention';

const HOUR = 3_600_000;

export interface RetentionSchedule {
  /** The first sweep at once, then one every hour. */
  start(): void;
  /** No more sweeps; one under way stops between batches, and is waited for. */
  stop(): Promise<void>;
}

/**
 * The collector's retention sweep (retention.ts). The app starts it once the server is ready (a
 * process restarted more often than hourly still sweeps) and stops it on close; a sweep still
 * working off a backlog is not started twice.
 */
export function trackingRetention(ctx: Pick<AppContext, 'db' | 'now' | 'log'>): RetentionSchedule {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const sweep = () => {
    running ??= pruneTrackingData(ctx.db, ctx.now(), abort.signal)
      .then((pruned) => ctx.log.info({ pruned }, 'tracking retention sweep'))
      .catch((err: unknown) => ctx.log.error({ err }, 'pruning tracking data failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer || abort.signal.aborted) return;
      timer = setInterval(sweep, HOUR).unref();
      sweep();
    },
    async stop() {
      if (timer) clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}
