import { ErrorCode } from '../../../contract/common';
import { ApiError, type ClientError } from '../../domain/errors/clientErrors';

/** How our clients read an answer, shared by the axios instance and the typed client's direct path on the page server. */

/** Statuses reported to the error-reporting service before they are passed on (SPEC §8). */
export const REPORTED_STATUSES = new Set([403, 502]);

/**
 * SPEC §8: what to report of a failed answer, or null: an answer of a reported status, with the status
 * it came with (a proxy's HTML 502 is passed on as a 500, but the team hears of a 502).
 */
export function reportOf(httpStatus: number | undefined, failure: ClientError): ClientError | null {
  if (httpStatus === undefined || !REPORTED_STATUSES.has(httpStatus) || failure.kind !== 'api') return null;
  return failure.status === httpStatus ? failure : new ApiError(httpStatus, failure.code, failure.message);
}

/** The shop asks for a token refresh (SPEC §8 AUTH_100023). */
export const isInvalidOAuthToken = (failure: ClientError) => failure.status === 401 && failure.code === ErrorCode.INVALID_OAUTH_TOKEN;

/** The Set-Cookie lines of an answer's headers. */
export function setCookiesOf(headers: unknown): string[] {
  const value = (headers as Record<string, unknown> | undefined)?.['set-cookie'];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}
