import type { JobHandler, JobLog, QueueStats, WorkOptions } from './Jobs';
import { backoffAfter, runLogged } from './runLogged';

export interface QueuedJob {
  id: string;
  payload: unknown;
  attempt: number;
  /** Epoch ms from which it may run. */
  runAt: number;
  key?: string;
}

/** One named queue of InProcessJobs: jobs run one at a time, earliest due first; failures wait their backoff. */
export class InProcessQueue {
  private readonly waiting: QueuedJob[] = [];
  private readonly keys = new Set<string>();
  private handler?: JobHandler<unknown>;
  private options!: Required<WorkOptions<unknown>>;
  private running: Promise<void> | null = null;
  private timer?: NodeJS.Timeout;
  private started = false;
  private dead = 0;
  private readonly failures = new Map<string, number>();

  constructor(readonly name: string, private readonly log: JobLog, private readonly now: () => number, private readonly signal: AbortSignal) {}

  setWorker(handler: JobHandler<unknown>, options: Required<WorkOptions<unknown>>): void {
    this.handler = handler;
    this.options = options;
    this.pump();
  }

  add(job: QueuedJob): boolean {
    if (job.key !== undefined) {
      if (this.keys.has(job.key)) return false;
      this.keys.add(job.key);
    }
    this.waiting.push(job);
    this.pump();
    return true;
  }

  start(): void {
    this.started = true;
    this.pump();
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.running;
  }

  stats(): QueueStats {
    return { name: this.name, waiting: this.waiting.length, active: this.running ? 1 : 0, dead: this.dead, failures: this.failures.get(this.name) ?? 0 };
  }

  /** Runs the earliest due job, or sleeps until the next one is due. */
  private pump(): void {
    clearTimeout(this.timer);
    if (!this.started || !this.handler || this.running || this.waiting.length === 0) return;
    this.waiting.sort((a, b) => a.runAt - b.runAt);
    const wait = this.waiting[0].runAt - this.now();
    if (wait > 0) {
      this.timer = setTimeout(() => this.pump(), wait).unref();
      return;
    }
    const job = this.waiting.shift()!;
    this.running = this.attempt(job).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private async attempt(job: QueuedJob): Promise<void> {
    const run = { id: job.id, name: this.name, payload: job.payload, attempt: job.attempt, signal: this.signal };
    try {
      await runLogged(this.log, this.handler!, run, this.failures);
    } catch (error) {
      if (job.attempt <= this.options.retries) {
        const wait = backoffAfter(job.attempt, this.options.backoffMs, this.options.backoffMaxMs);
        this.waiting.push({ ...job, attempt: job.attempt + 1, runAt: this.now() + wait });
        return;
      }
      this.dead += 1;
      this.log.error({ job: this.name, jobId: job.id, attempts: job.attempt }, `job ${this.name} given up: dead letter`);
      await this.options.deadLetter?.(run, error).catch((err: unknown) => this.log.error({ job: this.name, err }, 'dead letter handler failed'));
    }
    if (job.key !== undefined) this.keys.delete(job.key);
  }
}
