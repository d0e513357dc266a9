/**
 * One of the processes of jobsAcrossProcesses.test.ts (run with tsx): the pg-boss adapter on the
 * given database, the same recurring and one-off jobs as its siblings, each run written to
 * `job_runs`. Prints `ready` once its workers run; SIGTERM stops it gracefully.
 */
import pg from 'pg';
import { PgBossJobs } from '../../../server/services/jobs/PgBossJobs';

const [url, label] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const record = (job: string, key: string, attempt: number, outcome: string) =>
  pool.query('insert into job_runs (job, key, attempt, outcome, pid, label) values ($1, $2, $3, $4, $5, $6)', [job, key, attempt, outcome, process.pid, label]);
const log = {
  info: (details: object, message: string) => console.log(JSON.stringify({ ...details, msg: message })),
  error: (details: object, message: string) => console.log(JSON.stringify({ ...details, err: String((details as { err?: unknown }).err ?? ''), msg: message })),
};

const jobs = new PgBossJobs(url, log, { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1, stopGraceMs: 3_000 });
jobs.schedule('proc.tick', { everyMs: 1_000 }, async ({ period }) => void await record('proc.tick', period!, 1, 'done'), { runAtStart: true });
jobs.work<{ n: number }>('proc.once', async ({ payload, attempt }) => {
  // Job 0 fails its first try: it must be retried, once, by whichever process.
  if (payload.n === 0 && attempt === 1) {
    await record('proc.once', String(payload.n), attempt, 'failed');
    throw new Error('the first try of job 0 fails');
  }
  await record('proc.once', String(payload.n), attempt, 'done');
}, { retries: 2, backoffMs: 1_000 });
jobs.work<{ n: number }>('proc.slow', async ({ payload, attempt }) => {
  await record('proc.slow', String(payload.n), attempt, 'started');
  // The first try hangs until its process is killed; a retry finishes at once.
  if (attempt === 1) await new Promise((resolve) => setTimeout(resolve, 120_000));
  await record('proc.slow', String(payload.n), attempt, 'done');
}, { retries: 2, backoffMs: 1_000, expireMs: 2_000 });

async function main() {
  await jobs.start();
  // Every process queues the same ten jobs: the singletonKey keeps one of each.
  for (let n = 0; n < 10; n++) await jobs.enqueue('proc.once', { n }, { singletonKey: String(n) });
  console.log('ready');
}

process.on('SIGTERM', () => void jobs.stop().then(() => pool.end()).then(() => process.exit(0)));
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
