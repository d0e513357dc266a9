import { BoundedQueue, hashConcurrency, HashQueueFullError } from '../../server/services/auth/hashQueue';
import { createTestApp } from './helpers/testApp';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks at once, the rest in arrival order', async () => {
    const queue = new BoundedQueue(2, 10);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((gate, i) => queue.run(async () => {
      started.push(i);
      await gate.promise;
      return i;
    }));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.stats).toEqual({ running: 2, waiting: 3 });
    gates[1].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0].reject(new Error('scrypt failed'));
    await expect(done[0]).rejects.toThrow('scrypt failed');
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done.slice(1))).toEqual([1, 2, 3, 4]);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task when the waiting line is full, and takes one again once there is room', async () => {
    const queue = new BoundedQueue(1, 2);
    const gate = deferred();
    const running = [queue.run(() => gate.promise), queue.run(() => gate.promise), queue.run(() => gate.promise)];
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(HashQueueFullError);
    gate.resolve();
    await Promise.all(running);
    expect(await queue.run(async () => 'now')).toBe('now');
  });
});

describe('hashConcurrency', () => {
  it('leaves half of the libuv thread pool to file reads and compression', () => {
    expect(hashConcurrency({})).toBe(2);
    expect(hashConcurrency({ UV_THREADPOOL_SIZE: '8' })).toBe(4);
    expect(hashConcurrency({ UV_THREADPOOL_SIZE: '1' })).toBe(1);
    expect(hashConcurrency({ UV_THREADPOOL_SIZE: 'many' })).toBe(2);
  });
});

describe('a full hashing queue', () => {
  it('answers 503 with Retry-After: 1, in the documented error shape', async () => {
    const t = await createTestApp('sqlite', {
      registerPages: async (app) => {
        app.get('/hash-now', async () => {
          throw new HashQueueFullError();
        });
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/hash-now' });
    expect({ status: response.statusCode, retry: response.headers['retry-after'], body: response.json() })
      .toEqual({ status: 503, retry: '1', body: { error_code: 'GEN_000503', message: '系統維護中，請稍後再試' } });
    await t.close();
  });
});
