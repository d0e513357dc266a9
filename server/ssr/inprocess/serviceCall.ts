import { ErrorCode } from '../../../contract/common';
import { fromResponse } from '../../../src/infrastructure/http/mapHttpError';
import { HttpError, notFound } from '../../http/errors';
import { Messages } from '../../http/messages';
import { databaseUnavailable } from '../../http/unavailable';

/** Runs one in-process read and fails with the client exception the API's answer would have become. */
export type ServiceCall = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * The HTTP route's failure mapping without HTTP: an HttpError becomes the client exception of its
 * status and body (SPEC §8, the same mapping as the axios adapters), a database outage the API's 503
 * (the busy page, status 503), anything else is logged and becomes the API's 500, as the error handler answers it.
 */
export function serviceCall(logUnexpected: (error: unknown) => void): ServiceCall {
  return async (run) => {
    try {
      return await run();
    } catch (error) {
      const known = error instanceof HttpError ? error : databaseUnavailable(error);
      if (known) throw fromResponse(known.status, known.body(), known.extra.headers ?? {});
      logUnexpected(error);
      throw fromResponse(500, { error_code: ErrorCode.INTERNAL, message: Messages.INTERNAL }, {});
    }
  };
}

/** A service's "no such thing" (null) as the route's 404. */
export const found = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};
