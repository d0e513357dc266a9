import type { JobHandler, JobLog, JobRun } from './Jobs';

/**
 * Runs one job between a start and a finish line that name the job and the process: with several
 * processes the log shows which one did each run (and that none ran twice). Rethrows a failure so
 * the adapter can retry it.
 */
export async function runLogged<P>(log: JobLog, handler: JobHandler<P>, run: JobRun<P>, failures?: Map<string, number>): Promise<void> {
  const details = { job: run.name, jobId: run.id, attempt: run.attempt, pid: process.pid };
  const started = Date.now();
  log.info(details, `job ${run.name} started`);
  try {
    await handler(run);
  } catch (err) {
    failures?.set(run.name, (failures.get(run.name) ?? 0) + 1);
    log.error({ ...details, err, ms: Date.now() - started }, `job ${run.name} failed`);
    throw err;
  }
  log.info({ ...details, ms: Date.now() - started }, `job ${run.name} finished`);
}

/** The wait before try `attempt + 1` after try `attempt` failed: doubling from `backoffMs`, at most `maxMs`. */
export const backoffAfter = (attempt: number, backoffMs: number, maxMs: number): number =>
  Math.min(maxMs, backoffMs * 2 ** Math.max(0, attempt - 1));
