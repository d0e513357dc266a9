import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import { Messages } from '../messages';

/** GET /ping: 200 when the database answers, 503 otherwise (load balancers and SPEC §2.1 health-check). */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/ping', async (request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { data: { status: 'ok' } };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ error_code: ErrorCode.SERVICE_UNAVAILABLE, message: Messages.SERVICE_UNAVAILABLE });
    }
  });
}
