import type { FastifyError } from 'fastify';
import { z } from 'zod/mini';
import { ErrorCode } from '../../contract/common';
import { HashQueueFullError } from '../services/auth/hashQueue';
import { HttpError, invalidInput, notFound } from './errors';
import { Messages } from './messages';
import { databaseUnavailable } from './unavailable';

/** Overload we chose to shed (the password hashing queue is full): come back in a moment. */
const busy = () => new HttpError(503, ErrorCode.SERVICE_UNAVAILABLE, Messages.SERVICE_UNAVAILABLE, { headers: { 'retry-after': '1' } });

function fromZod(error: z.core.$ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= Messages.FIELD_INVALID;
  return invalidInput(fields);
}

/** Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their status. */
export function fromFramework(error: FastifyError): HttpError | null {
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
    : error instanceof z.core.$ZodError ? fromZod(error)
      : error instanceof HashQueueFullError ? busy() : fromFramework(error as FastifyError);
  if (known) return { answer: known, kind: 'known' };
  const outage = databaseUnavailable(error);
  if (outage) return { answer: outage, kind: 'outage' };
  return { answer: new HttpError(500, ErrorCode.INTERNAL, Messages.INTERNAL), kind: 'unexpected' };
}
