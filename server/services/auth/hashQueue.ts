/** The queue is full: the caller answers 503 instead of piling up more 128 MB hashes. */
export class HashQueueFullError extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

/**
 * At most `concurrency` tasks run at once and at most `maxWaiting` wait, first come first served.
 * scrypt runs on libuv's thread pool, which also serves file reads (static assets) and zlib: a burst
 * of sign-ups must never take every thread, nor queue without bound.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number, private readonly maxWaiting: number) {}

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HashQueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so `running` never dips and overshoots.
      if (next) next();
      else this.running--;
    }
  }
}

/** libuv's pool size (4 unless UV_THREADPOOL_SIZE says otherwise); hashing gets half of it, at least one. */
export function hashConcurrency(env: Record<string, string | undefined> = process.env): number {
  const pool = Number(env.UV_THREADPOOL_SIZE) > 0 ? Number(env.UV_THREADPOOL_SIZE) : 4;
  return Math.max(1, Math.floor(pool / 2));
}

export const HASH_QUEUE_MAX_WAITING = 32;
