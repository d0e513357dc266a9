import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { PgBossJobs } from '../../../server/services/jobs/PgBossJobs';
import { createTestDatabase, type TestDatabase } from '../helpers/testApp';

const SCRIPT = join(__dirname, 'jobProcess.ts');
const TSX = join(__dirname, '../../../node_modules/.bin/tsx');

interface Run { job: string; key: string; attempt: number; outcome: string; pid: number }

function startProcess(url: string, label: string): Promise<ChildProcess> {
  const child = spawn(TSX, [SCRIPT, url, label], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready\n')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${label} exited (${code}) before it was ready:\n${out}`)));
  });
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) return resolve();
  child.on('exit', () => resolve());
  child.kill('SIGTERM');
});

/** Three processes with the pg-boss adapter on one PostgreSQL (issue 29): each job runs once, a failure is retried, a crash is survived. */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('jobs across three processes on one PostgreSQL', () => {
  let t: TestDatabase;
  let children: ChildProcess[] = [];
  const runs = async (job: string) => (await sql<Run>`select job, key, attempt, outcome, pid from job_runs where job = ${job} order by id`.execute(t.db)).rows;
  const until = async (done: () => Promise<boolean>) => {
    for (let i = 0; i < 1200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 50));
  };

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    await sql`create table job_runs (id serial primary key, job text, key text, attempt int, outcome text, pid int, label text)`.execute(t.db);
    // The first builds pg-boss's schema; the other two then start side by side.
    children = [await startProcess(t.url, 'p1')];
    children.push(...(await Promise.all([startProcess(t.url, 'p2'), startProcess(t.url, 'p3')])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(children.map(stopped));
    await t.drop();
  });

  it('runs each one-off job exactly once, and retries the failed one once', async () => {
    await until(async () => (await runs('proc.once')).filter((r) => r.outcome === 'done').length >= 10);
    const done = (await runs('proc.once')).filter((r) => r.outcome === 'done');
    expect(done.map((r) => Number(r.key)).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await runs('proc.once')).filter((r) => r.key === '0').map((r) => [r.attempt, r.outcome])).toEqual([[1, 'failed'], [2, 'done']]);
  });

  it('runs the recurring job once per period, whichever process', async () => {
    await until(async () => (await runs('proc.tick')).length >= 4);
    const ticks = await runs('proc.tick');
    expect(new Set(ticks.map((r) => r.key)).size).toBe(ticks.length);
  });

  it('finishes a job whose process was killed mid-run in another process, after its expiry', async () => {
    // Queued from here; whichever process takes it is killed mid-run.
    // Tuned like the workers: pg-boss's supervision (which expires runs) is claimed for one interval at a time.
    const producer = new PgBossJobs(t.url, { info: () => undefined, error: () => undefined }, { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 });
    await producer.start();
    await producer.enqueue('proc.slow', { n: 1 }).finally(() => producer.stop());
    await until(async () => (await runs('proc.slow')).length >= 1);
    const [started] = await runs('proc.slow');
    // The pid the handler wrote is node's own (tsx runs it as a child): that is the process killed.
    process.kill(started.pid, 'SIGKILL');
    await until(async () => (await runs('proc.slow')).some((r) => r.outcome === 'done'));
    const slow = await runs('proc.slow');
    expect(slow.map((r) => [r.attempt, r.outcome])).toEqual([[1, 'started'], [2, 'started'], [2, 'done']]);
    expect(slow[1].pid).not.toBe(started.pid);
  }, 90_000);
});
