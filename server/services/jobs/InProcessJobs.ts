import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobHandler, JobLog, Jobs, QueueStats, Recurrence, ScheduleOptions, WorkOptions } from './Jobs';
import { WORK_DEFAULTS } from './Jobs';
import { InProcessQueue, type QueuedJob } from './InProcessQueue';
import { nextRunAfter } from './recurrence';
import { runLogged } from './runLogged';

interface Recurring {
  name: string;
  when: Recurrence;
  handler: JobHandler<void>;
  options: ScheduleOptions;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/**
 * The Jobs port inside one process (SQLite: one process by design). Recurring work runs on timers,
 * a run still going when the next is due is not started twice; one-off jobs wait in memory and are
 * retried with doubling backoff, then kept as dead. Jobs do not survive a restart: each one's state
 * lives in its own table (the outbox, the invoices), and a recurring sweep enqueues what is left.
 */
export class InProcessJobs implements Jobs {
  private readonly recurring = new Map<string, Recurring>();
  private readonly queues = new Map<string, InProcessQueue>();
  private readonly abort = new AbortController();
  private readonly failures = new Map<string, number>();
  private started = false;

  /** Its own clock (not the shop's, which tests pin): waits are real time. */
  private readonly now = Date.now;

  constructor(private readonly log: JobLog) {}

  schedule(name: string, when: Recurrence, handler: JobHandler<void>, options: ScheduleOptions = {}): void {
    this.recurring.set(name, { name, when, handler, options });
    if (this.started) this.arm(this.recurring.get(name)!, options.runAtStart === true);
  }

  work<P>(name: string, handler: JobHandler<P>, options: WorkOptions<P> = {}): void {
    const queue = this.queueOf(name);
    queue.setWorker(handler as JobHandler<unknown>, { ...WORK_DEFAULTS, ...options } as Required<WorkOptions<unknown>>);
  }

  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<boolean> {
    const job: QueuedJob = { id: randomUUID(), payload, attempt: 1, runAt: Math.max(options.startAfter ?? 0, this.now()), key: options.singletonKey };
    return this.queueOf(name).add(job);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const queue of this.queues.values()) queue.start();
    for (const job of this.recurring.values()) this.arm(job, job.options.runAtStart === true);
  }

  async stop(): Promise<void> {
    this.started = false;
    this.abort.abort();
    for (const job of this.recurring.values()) {
      clearInterval(job.timer);
      clearTimeout(job.timer);
    }
    await Promise.all([...[...this.recurring.values()].map((job) => job.running), ...[...this.queues.values()].map((queue) => queue.stop())]);
  }

  async stats(): Promise<QueueStats[]> {
    const recurring = [...this.recurring.keys()].map((name) => ({ name, waiting: 0, active: this.recurring.get(name)!.running ? 1 : 0, dead: 0, failures: this.failures.get(name) ?? 0 }));
    return [...recurring, ...[...this.queues.values()].map((queue) => queue.stats())];
  }

  private queueOf(name: string): InProcessQueue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new InProcessQueue(name, this.log, this.now, this.abort.signal);
      this.queues.set(name, queue);
      if (this.started) queue.start();
    }
    return queue;
  }

  /** A period on an interval timer (what the suites' fake timers drive), a cron occurrence on a timeout re-armed each time. */
  private arm(job: Recurring, now: boolean): void {
    if (now) this.runRecurring(job);
    const when = job.when;
    if ('everyMs' in when) {
      job.timer = setInterval(() => this.runRecurring(job), when.everyMs).unref();
      return;
    }
    job.timer = setTimeout(() => {
      if (this.started) this.arm(job, true);
    }, Math.max(0, nextRunAfter(when, this.now()) - this.now())).unref();
  }

  private runRecurring(job: Recurring): void {
    if (job.running) return;
    const period = 'everyMs' in job.when ? String(Math.floor(this.now() / job.when.everyMs)) : undefined;
    const run = { id: randomUUID(), name: job.name, payload: undefined, attempt: 1, signal: this.abort.signal, period };
    job.running = runLogged(this.log, job.handler, run, this.failures).catch(() => undefined).finally(() => {
      job.running = undefined;
    });
  }
}
