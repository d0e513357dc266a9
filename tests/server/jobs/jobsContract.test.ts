import { InProcessJobs } from '../../../server/services/jobs/InProcessJobs';
import type { JobLog, Jobs } from '../../../server/services/jobs/Jobs';
import { PgBossJobs } from '../../../server/services/jobs/PgBossJobs';
import { createTestDatabase, dialects, type TestDatabase } from '../helpers/testApp';

const quiet: JobLog = { info: () => undefined, error: () => undefined };
const FAST = { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1, stopGraceMs: 2_000 };
const until = async (done: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 600 && !(await done()); i++) await new Promise((r) => setTimeout(r, 25));
};

/** The Jobs port's promises, the same for both adapters: on SQLite in process, on PostgreSQL through pg-boss. */
describe.each(dialects())('the Jobs port on %s', (dialect) => {
  let t: TestDatabase;
  const made: Jobs[] = [];
  const newJobs = (): Jobs => {
    const jobs = dialect === 'sqlite' ? new InProcessJobs(quiet) : new PgBossJobs(t.url, quiet, FAST);
    made.push(jobs);
    return jobs;
  };
  // One database for the suite (each test has queues of its own): pg-boss installs its schema once.
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(() => Promise.all(made.splice(0).map((jobs) => jobs.stop())));
  afterAll(() => t.drop());

  it('retries a failed job after its backoff, with the payload and the attempt number', async () => {
    const jobs = newJobs();
    const tries: { attempt: number; payload: unknown; at: number }[] = [];
    jobs.work<{ n: number }>('test.flaky', async ({ attempt, payload }) => {
      tries.push({ attempt, payload, at: Date.now() });
      if (attempt === 1) throw new Error('first try fails');
    }, { retries: 2, backoffMs: 1_000 });
    await jobs.start();
    expect(await jobs.enqueue('test.flaky', { n: 7 })).toBe(true);
    await until(() => tries.length === 2);
    expect(tries.map(({ attempt, payload }) => ({ attempt, payload }))).toEqual([{ attempt: 1, payload: { n: 7 } }, { attempt: 2, payload: { n: 7 } }]);
    // The backoff is a lower bound on the wait, not a speed: the retry never comes sooner.
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(1_000 - 50);
  });

  it('keeps a job that failed its last try as dead and tells the dead-letter handler, once', async () => {
    const jobs = newJobs();
    const tries: number[] = [];
    const dead: unknown[] = [];
    jobs.work<{ n: number }>('test.doomed', async ({ attempt }) => {
      tries.push(attempt);
      throw new Error('always fails');
    }, { retries: 1, backoffMs: 1_000, deadLetter: async ({ payload }) => void dead.push(payload) });
    await jobs.start();
    await jobs.enqueue('test.doomed', { n: 1 });
    await until(async () => dead.length === 1 && (await jobs.stats()).some((q) => q.name === 'test.doomed' && q.dead === 1 && q.active === 0));
    expect(tries).toEqual([1, 2]);
    expect(dead).toEqual([{ n: 1 }]);
  });

  it('queues a job once per singletonKey while it is kept, and waits for startAfter', async () => {
    const jobs = newJobs();
    const runs: { key: string; at: number }[] = [];
    jobs.work<{ key: string }>('test.keyed', async ({ payload }) => void runs.push({ key: payload.key, at: Date.now() }), { retries: 0 });
    await jobs.start();
    const later = Date.now() + 1_500;
    expect(await jobs.enqueue('test.keyed', { key: 'a' }, { singletonKey: 'a', startAfter: later })).toBe(true);
    expect(await jobs.enqueue('test.keyed', { key: 'a' }, { singletonKey: 'a' })).toBe(false);
    expect(await jobs.enqueue('test.keyed', { key: 'b' }, { singletonKey: 'b' })).toBe(true);
    await until(() => runs.length === 2);
    expect(runs.map((r) => r.key).sort()).toEqual(['a', 'b']);
    expect(runs.find((r) => r.key === 'a')!.at).toBeGreaterThanOrEqual(later - 50);
  });

  it('runs a recurring job again each period, never two runs at a time, even with two runners on one database', async () => {
    const runners = dialect === 'sqlite' ? [newJobs()] : [newJobs(), newJobs()];
    let running = 0;
    let most = 0;
    const ids: string[] = [];
    const periods: string[] = [];
    for (const jobs of runners) {
      jobs.schedule('test.tick', { everyMs: 1_000 }, async ({ id, period }) => {
        ids.push(id);
        periods.push(period!);
        running += 1;
        most = Math.max(most, running);
        // Longer than a period: the next period's run waits for this one.
        await new Promise((r) => setTimeout(r, 1_300));
        running -= 1;
      }, { runAtStart: true });
    }
    await Promise.all(runners.map((jobs) => jobs.start()));
    await until(() => ids.length >= 3);
    await Promise.all(runners.map((jobs) => jobs.stop()));
    expect(most).toBe(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(periods).size).toBe(periods.length);
  });

  it('lets a run under way finish on stop, and starts none after', async () => {
    const jobs = newJobs();
    const events: string[] = [];
    jobs.work('test.slow', async ({ signal }) => {
      events.push('started');
      await new Promise((r) => setTimeout(r, 600));
      events.push(signal.aborted ? 'finished, told to stop' : 'finished');
    }, { retries: 0 });
    await jobs.start();
    await jobs.enqueue('test.slow', {});
    await until(() => events.length === 1);
    await jobs.enqueue('test.slow', {});
    await jobs.stop();
    expect(events).toEqual(['started', 'finished, told to stop']);
  });
});
