import { ErrorCode } from '../../contract/common';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from './errors';
import { Messages } from './messages';

/** PostgreSQL is back within seconds of a restart; a client that waits this long finds it serving again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const serviceUnavailable = (retryAfterSeconds: number): HttpError =>
  new HttpError(503, ErrorCode.SERVICE_UNAVAILABLE, Messages.SERVICE_UNAVAILABLE, { headers: { 'retry-after': String(retryAfterSeconds) } });

/**
 * A database that is away or refuses writes (server/db/unavailable.ts) as the API's 503, or null for
 * any other failure. The error handler and the page server's in-process reads share it, so the API
 * answers 503 + Retry-After and a page shows the busy (503) page.
 */
export const databaseUnavailable = (error: unknown): HttpError | null =>
  isDatabaseUnavailable(error) ? serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS) : null;
