import { ErrorCode } from '../../../contract/common';
import { HealthEndpoints as E } from '../../../contract/endpoints/health';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError } from '../../api/errors';
import { Messages } from '../../api/messages';
import { probeDatabase } from './probe';

/** A health answer is about this moment: no cache keeps it, the 503 included. */
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /ping: 200 when the database answers and can write, 503 otherwise (load balancers and SPEC §2.1
 * health-check). The 503 is the documented body without Retry-After: a balancer asks again on its own beat.
 */
export const healthHandlers = (ctx: AppContext): Handling[] => [
  handle(E.ping, async () => {
    try {
      await probeDatabase(ctx.db);
      return ok({ status: 'ok' as const }, { headers: NO_STORE });
    } catch (error) {
      ctx.log.error({ err: error }, 'health check failed');
      return refuse(new HttpError(503, ErrorCode.SERVICE_UNAVAILABLE, Messages.SERVICE_UNAVAILABLE, { headers: NO_STORE }));
    }
  }),
];
