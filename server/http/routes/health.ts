import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { Messages } from '../messages';

/** A read and a one-row write: a database that answers but cannot write (read-only file, full disk) is not healthy. */
async function probe(db: Kysely<Database>): Promise<void> {
  await db.insertInto('rate_limits').values({ key: 'health:probe', count: 0, reset_at: 0 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 0, reset_at: 0 }))
    .execute();
  await db.selectFrom('rate_limits').select('key').where('key', '=', 'health:probe').executeTakeFirstOrThrow();
}

/** GET /ping: 200 when the database answers and can write, 503 otherwise (load balancers and SPEC §2.1 health-check). */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/ping', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await probe(ctx.db);
      return { data: { status: 'ok' } };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ error_code: ErrorCode.SERVICE_UNAVAILABLE, message: Messages.SERVICE_UNAVAILABLE });
    }
  });
}
