import axios from 'axios';
import { ErrorBody, ErrorCode } from '../../../contract/common';
import {
  ApiError,
  ExpiredRefreshTokenError,
  InvalidRefreshTokenError,
  NetworkError,
  NotFoundError,
  ParameterError,
  RedirectError,
  RequestTimeoutError,
  ServiceUnavailableError,
  TooManyAttemptsError,
  isClientError,
  type ClientError,
} from '../../domain/errors/clientErrors';

const ABORT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED']);

/** The transport mapping of SPEC §8: any failure of a call becomes one client exception kind. */
export function toClientError(error: unknown): ClientError {
  if (isClientError(error)) return error;
  if (axios.isCancel(error)) return new RequestTimeoutError();
  if (!axios.isAxiosError(error)) return new ApiError(500, ErrorCode.INTERNAL);
  if (error.code && ABORT_CODES.has(error.code)) return new RequestTimeoutError();
  if (!error.response) return new NetworkError();
  return fromResponse(error.response.status, error.response.data, error.response.headers);
}

/** An API answer's status and error body as a client exception; also used by the page server's in-process adapters. */
export function fromResponse(status: number, data: unknown, headers: Record<string, unknown>): ClientError {
  const parsed = ErrorBody.safeParse(data);
  const body = parsed.success ? parsed.data : null;
  const code = body?.error_code;
  if (code === ErrorCode.REDIRECT && body?.link?.path) return new RedirectError(body.link.path, body.message);
  if (code === ErrorCode.NOT_FOUND || status === 404) return new NotFoundError(body?.message);
  if (status === 401 && code === ErrorCode.INVALID_REFRESH_TOKEN) return new InvalidRefreshTokenError(body?.message);
  if (status === 401 && code === ErrorCode.EXPIRED_REFRESH_TOKEN) return new ExpiredRefreshTokenError(body?.message);
  if (status === 429) return new TooManyAttemptsError(parseRetryAfter(headers['retry-after']), body?.message, code);
  if (status === 503) return new ServiceUnavailableError(body?.message, code);
  if (status === 400 && code === ErrorCode.BAD_REQUEST) return new ParameterError(body?.fields ?? {}, body?.message);
  if (body) return new ApiError(status, body.error_code, body.message, body.fields ?? null);
  // SPEC §8 "unknown middleware gives a 500": a body that is not the shop's (a proxy's HTML 502 page, an empty body).
  return new ApiError(500, ErrorCode.INTERNAL);
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: unknown, nowMs: number = Date.now()): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}
