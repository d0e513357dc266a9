import type { FastifyInstance } from 'fastify';

export interface Closable {
  destroy(): Promise<void>;
}

/**
 * SIGTERM: stop accepting (new connections are refused, new requests on kept-alive ones get 503),
 * let in-flight requests and job runs under way finish (no new run starts), then close the database. Resolves to the process exit code:
 * 0 after a clean drain, 1 when closing failed or took longer than `graceMs`.
 */
export async function drainAndClose(app: FastifyInstance, db: Closable, graceMs: number, jobs?: { stop(): Promise<void> }): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      app.log.error({ graceMs }, 'shutdown: in-flight requests did not finish in time');
      resolve(1);
    }, graceMs);
  });
  const drained = (async () => {
    try {
      // Jobs stop while requests drain, not after: the app's own close hook then finds them stopped.
      await Promise.all([app.close(), jobs?.stop()]);
      await db.destroy();
      app.log.info('shutdown: drained and database closed');
      return 0;
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      return 1;
    }
  })();
  try {
    return await Promise.race([drained, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
