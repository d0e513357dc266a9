import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/common';
import { errorAnswer, fromFramework } from '../api/errorAnswer';
import { HttpError, notFound } from '../api/errors';
import { Messages } from '../api/messages';

/** The API's prefixes: a path under one that no route claims is the API's 404 (JSON), never a page. */
export const API_CATCH_ALL_PREFIXES = ['/api', '/resource', '/search', ...Array.from({ length: 9 }, (_, i) => `/v${i + 1}`)];

/**
 * Every failure leaves as `{error_code, message}` with no stack trace. Unknown paths of the API
 * get the API's 404; page paths are left to the page server (registerPages).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { answer, kind } = errorAnswer(error);
    // An outage is not a bug: told once per request as a warning, answered 503 + Retry-After.
    if (kind === 'outage') request.log.warn({ err: error }, 'database unavailable');
    if (kind === 'unexpected') request.log.error({ err: error }, 'unexpected error');
    for (const [name, value] of Object.entries(answer.extra.headers ?? {})) reply.header(name, value);
    return reply.code(answer.status).send(answer.body());
  });

  const unknownApiPath = async () => {
    throw notFound();
  };
  for (const prefix of API_CATCH_ALL_PREFIXES) {
    app.all(`${prefix}/*`, unknownApiPath);
  }
}

/** Fastify's own early refusals (a malformed percent-encoding, say) in our shape as well. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = fromFramework(error) ?? new HttpError(400, ErrorCode.BAD_REQUEST, Messages.INVALID_INPUT);
  void reply.code(known.status).send(known.body());
}

/**
 * Paths no route claims (a missing asset, a POST to a page path) get the API's 404 body — unless the
 * page server already answers them with its own not-found page. Call after the pages are registered.
 */
export function defaultNotFound(app: FastifyInstance): void {
  try {
    app.setNotFoundHandler(async () => {
      throw notFound();
    });
  } catch (error) {
    if (!String((error as Error).message).startsWith('Not found handler already set')) throw error;
  }
}
