import { PgBoss, type Job } from 'pg-boss';
import type { EnqueueOptions, JobHandler, JobLog, Jobs, QueueStats, Recurrence, ScheduleOptions, WorkOptions } from './Jobs';
import { WORK_DEFAULTS } from './Jobs';
import { stableJobId } from './jobIds';
import { runLogged } from './runLogged';

/** How quickly pg-boss notices work; tests shorten them (a killed worker's job is retried after its expiry and a supervise pass). */
export interface PgBossTuning {
  pollingIntervalSeconds: number;
  superviseIntervalSeconds: number;
  /** How long stop() waits for runs under way before closing. */
  stopGraceMs: number;
  /** Connections of pg-boss's own pool (it does not share the shop's). */
  poolSize: number;
}

const TUNING: PgBossTuning = { pollingIntervalSeconds: 2, superviseIntervalSeconds: 30, stopGraceMs: 8_000, poolSize: 3 };
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
export const deadLetterQueue = (name: string) => `${name}.dead`;

type Definition =
  | { kind: 'recurring'; name: string; when: Recurrence; handler: JobHandler<void>; options: ScheduleOptions }
  | { kind: 'work'; name: string; handler: JobHandler<unknown>; options: WorkOptions<unknown> & typeof WORK_DEFAULTS };

/**
 * The Jobs port on PostgreSQL through pg-boss (its own schema `pgboss`, installed on start). Every
 * process runs workers; jobs are claimed with SKIP LOCKED, so each runs in one process. A recurring
 * job is a stately queue fed by every process's timer with one job id per period, so a period runs
 * once however many processes there are, and never twice at a time. One-off jobs retry with
 * exponential backoff, then go to `<name>.dead`. A run whose process died is retried after its expiry.
 */
export class PgBossJobs implements Jobs {
  private readonly boss: PgBoss;
  private readonly definitions: Definition[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly queues = new Set<string>();
  private readonly abort = new AbortController();
  private readonly failures = new Map<string, number>();
  private readonly tuning: PgBossTuning;
  private ready: Promise<void> | null = null;
  private stopping: Promise<void> | null = null;

  constructor(connectionString: string, private readonly log: JobLog, tuning: Partial<PgBossTuning> = {}) {
    this.tuning = { ...TUNING, ...tuning };
    this.boss = new PgBoss({ connectionString, max: this.tuning.poolSize, superviseIntervalSeconds: this.tuning.superviseIntervalSeconds,
      // Expiry runs in the monitor pass, claimed per queue for this long: the two go together.
      monitorIntervalSeconds: this.tuning.superviseIntervalSeconds, application_name: 'jiutuan-jobs' });
    this.boss.on('error', (err) => log.error({ err }, 'the job queue reported an error'));
  }

  schedule(name: string, when: Recurrence, handler: JobHandler<void>, options: ScheduleOptions = {}): void {
    this.definitions.push({ kind: 'recurring', name, when, handler, options });
  }

  work<P>(name: string, handler: JobHandler<P>, options: WorkOptions<P> = {}): void {
    this.definitions.push({ kind: 'work', name, handler: handler as JobHandler<unknown>, options: { ...WORK_DEFAULTS, ...(options as WorkOptions<unknown>) } });
  }

  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<boolean> {
    if (!this.ready) throw new Error(`jobs not started: cannot enqueue ${name}`);
    await this.ready;
    await this.ensureQueue(name);
    const id = options.singletonKey === undefined ? undefined : stableJobId(`${name}\0${options.singletonKey}`);
    const startAfter = options.startAfter === undefined ? undefined : new Date(options.startAfter);
    return (await this.boss.send(name, { payload }, { id, startAfter })) !== null;
  }

  start(): Promise<void> {
    this.ready ??= this.startBoss();
    return this.ready;
  }

  stop(): Promise<void> {
    this.stopping ??= this.stopBoss();
    return this.stopping;
  }

  private async stopBoss(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    if (!this.ready) return;
    await this.ready.catch(() => undefined);
    this.abort.abort();
    await this.boss.stop({ graceful: true, close: true, timeout: this.tuning.stopGraceMs });
  }

  async stats(): Promise<QueueStats[]> {
    if (!this.ready) return [];
    const names = this.definitions.map((d) => d.name);
    const rows = await this.boss.getQueues([...names, ...names.map(deadLetterQueue)]);
    const byName = new Map(rows.map((row) => [row.name, row]));
    return names.map((name) => {
      const row = byName.get(name);
      return { name, waiting: row?.queuedCount ?? 0, active: row?.activeCount ?? 0, dead: byName.get(deadLetterQueue(name))?.totalCount ?? 0, failures: this.failures.get(name) ?? 0 };
    });
  }

  private async startBoss(): Promise<void> {
    await this.boss.start();
    for (const definition of this.definitions) {
      if (definition.kind === 'recurring') await this.startRecurring(definition);
      else await this.startWorker(definition);
    }
  }

  private async ensureQueue(name: string, options: Parameters<PgBoss['createQueue']>[1] = {}): Promise<void> {
    if (this.queues.has(name)) return;
    await this.boss.createQueue(name, options);
    this.queues.add(name);
  }

  private worker<P>(handler: JobHandler<P>) {
    return async ([job]: Job<{ payload: P; period?: string }>[]) => {
      const signal = AbortSignal.any([job.signal, this.abort.signal]);
      await runLogged(this.log, handler, { id: job.id, name: job.name, payload: job.data?.payload as P, attempt: job.retryCount + 1, signal, period: job.data?.period }, this.failures);
    };
  }

  private async startRecurring(d: Extract<Definition, { kind: 'recurring' }>): Promise<void> {
    // stately: one run at a time and at most one waiting (a slow run does not pile periods up behind it).
    await this.ensureQueue(d.name, { policy: 'stately', retryLimit: 0, expireInSeconds: seconds(d.options.expireMs ?? WORK_DEFAULTS.expireMs) });
    await this.boss.work(d.name, { pollingIntervalSeconds: this.tuning.pollingIntervalSeconds }, this.worker(d.handler));
    if ('cron' in d.when) {
      await this.boss.schedule(d.name, d.when.cron, null, { tz: 'UTC' });
      return;
    }
    const everyMs = d.when.everyMs;
    const tick = () => {
      const period = String(Math.floor(Date.now() / everyMs));
      this.boss.send(d.name, { period }, { id: stableJobId(`${d.name}\0${period}`) })
        .catch((err: unknown) => this.log.error({ err, job: d.name }, 'scheduling a run failed'));
    };
    if (d.options.runAtStart) tick();
    this.timers.push(setInterval(tick, everyMs).unref());
  }

  private async startWorker(d: Extract<Definition, { kind: 'work' }>): Promise<void> {
    const dead = deadLetterQueue(d.name);
    await this.ensureQueue(dead, { retryLimit: 0 });
    await this.ensureQueue(d.name, {
      retryLimit: d.options.retries, retryDelay: seconds(d.options.backoffMs), retryBackoff: true,
      retryDelayMax: seconds(d.options.backoffMaxMs), expireInSeconds: seconds(d.options.expireMs), deadLetter: dead,
    });
    await this.boss.work(d.name, { pollingIntervalSeconds: this.tuning.pollingIntervalSeconds }, this.worker(d.handler));
    const onDead = d.options.deadLetter;
    await this.boss.work(dead, { pollingIntervalSeconds: this.tuning.pollingIntervalSeconds }, async ([job]: Job<{ payload: unknown }>[]) => {
      this.log.error({ job: d.name, jobId: job.id }, `job ${d.name} given up: dead letter`);
      await onDead?.({ id: job.id, name: d.name, payload: job.data?.payload, attempt: d.options.retries + 1, signal: this.abort.signal }, new Error('no tries left'));
    });
  }
}
