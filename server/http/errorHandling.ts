import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ErrorCode } from '../../contract/common';
import { HashQueueFullError } from '../services/auth/hashQueue';
import { HttpError, invalidInput, notFound } from './errors';
import { Messages } from './messages';
import { databaseUnavailable } from './unavailable';

/** The API's prefixes: a path under one that no route claims is the API's 404 (JSON), never a page. */
export const API_CATCH_ALL_PREFIXES = ['/api', '/resource', '/search', ...Array.from({ length: 9 }, (_, i) => `/v${i + 1}`)];

/** Overload we chose to shed (the password hashing queue is full): come back in a moment. */
const busy = () => new HttpError(503, ErrorCode.SERVICE_UNAVAILABLE, Messages.SERVICE_UNAVAILABLE, { headers: { 'retry-after': '1' } });

function fromZod(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= Messages.FIELD_INVALID;
  return invalidInput(fields);
}

/** Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their status. */
function fromFramework(error: FastifyError): HttpError | null {
  const status = error?.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (status === 404) return notFound();
  const message = status === 413 ? Messages.PAYLOAD_TOO_LARGE : Messages.INVALID_INPUT;
  return new HttpError(status, ErrorCode.BAD_REQUEST, message);
}

/**
 * What the API answers for a failure: a known refusal as it is, a database outage 503 + Retry-After,
 * anything else 500 GEN_000500 with no details. The error handler and the page server's in-process
 * dispatch share it, so a page meets exactly the failure an API call would have.
 */
export function errorAnswer(error: unknown): { answer: HttpError; kind: 'known' | 'outage' | 'unexpected' } {
  const known = error instanceof HttpError ? error
    : error instanceof ZodError ? fromZod(error)
      : error instanceof HashQueueFullError ? busy() : fromFramework(error as FastifyError);
  if (known) return { answer: known, kind: 'known' };
  const outage = databaseUnavailable(error);
  if (outage) return { answer: outage, kind: 'outage' };
  return { answer: new HttpError(500, ErrorCode.INTERNAL, Messages.INTERNAL), kind: 'unexpected' };
}

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
