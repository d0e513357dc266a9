/**
 * Background work, run once across however many shop processes share a database. Two adapters:
 * pg-boss on PostgreSQL (PgBossJobs.ts), timers and an in-memory retry queue on SQLite, which is
 * one process by design (InProcessJobs.ts). Names are dotted (`mail.deliver`); handlers see what
 * run they are on and must be safe to run again (a retry, or a run cut short by a crash).
 */
export interface JobRun<P = unknown> {
  id: string;
  name: string;
  payload: P;
  /** 1 on the first try, 2 on the first retry, … */
  attempt: number;
  /** A recurring run's period (`everyMs` runs: epoch ms ÷ everyMs): one run per period across processes. */
  period?: string;
  /** Aborted when the process stops: a long job stops between batches and finishes early. */
  signal: AbortSignal;
}

export type JobHandler<P = unknown> = (run: JobRun<P>) => Promise<void>;

/** Every `everyMs` (one run per period across processes), or on a cron expression (UTC). */
export type Recurrence = { everyMs: number } | { cron: string };

export interface ScheduleOptions {
  /** Run once as soon as the runner starts (a process restarted often still does the work); default false. */
  runAtStart?: boolean;
  /** A run not finished in this long is taken for dead (its process gone) and the next one may start. */
  expireMs?: number;
}

export interface WorkOptions<P = unknown> {
  /** Tries after the first failure; default 4. */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (with jitter on PostgreSQL); default 30 s. */
  backoffMs?: number;
  /** The longest wait between tries; default 10 min. */
  backoffMaxMs?: number;
  /** A run not finished in this long is retried elsewhere; default 15 min. */
  expireMs?: number;
  /** Told of a job that failed its last try: it is then kept as dead (stats' `dead`), never run again. */
  deadLetter?: (run: JobRun<P>, error: unknown) => Promise<void>;
}

export interface EnqueueOptions {
  /** A job with this key already waiting, running or kept is not enqueued twice (enqueue answers false). */
  singletonKey?: string;
  /** Epoch ms before which the job does not start. */
  startAfter?: number;
}

/** One queue as it stands: jobs waiting (or waiting for a retry), running, given up on; tries that failed in this process. */
export interface QueueStats {
  name: string;
  waiting: number;
  active: number;
  dead: number;
  failures: number;
}

export interface Jobs {
  /** Registers recurring work; runs begin at `start()`. */
  schedule(name: string, when: Recurrence, handler: JobHandler<void>, options?: ScheduleOptions): void;
  /** Registers the handler of one-off jobs of `name` (and its retry policy); workers begin at `start()`. */
  work<P>(name: string, handler: JobHandler<P>, options?: WorkOptions<P>): void;
  /** Queues one job; false when its singletonKey was taken. Waits for `start()` when it is under way. */
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<boolean>;
  start(): Promise<void>;
  /** No new runs; runs under way are told (their signal) and waited for, up to the adapter's grace. */
  stop(): Promise<void>;
  stats(): Promise<QueueStats[]>;
}

export const WORK_DEFAULTS = { retries: 4, backoffMs: 30_000, backoffMaxMs: 600_000, expireMs: 900_000 };

/** Told when a run starts and ends: the log names the job and the process (scale-out shows each job once). */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
