import { ERROR_MESSAGES } from './messages';

/** The client exception kinds of SPEC §8, plus `network` (no response at all) and `api` (any other code). */
export type ClientErrorKind =
  | 'service-unavailable'
  | 'not-found'
  | 'redirect'
  | 'too-many-attempts'
  | 'parameter'
  | 'expired-refresh-token'
  | 'invalid-refresh-token'
  | 'request-timeout'
  | 'network'
  | 'api';

/**
 * A technical failure of a call, thrown (STYLE.md "Errors"). `kind` is the stable switch for
 * callers; `status` is the HTTP status an error page shows; `code` the API error_code (or a
 * stable stand-in when the server sent none).
 */
export abstract class ClientError extends Error {
  abstract readonly kind: ClientErrorKind;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ServiceUnavailableError extends ClientError {
  readonly kind = 'service-unavailable';
  constructor(message: string = ERROR_MESSAGES.serviceUnavailable, code = 'GEN_000503') {
    super(503, code, message);
  }
}

export class NotFoundError extends ClientError {
  readonly kind = 'not-found';
  constructor(message: string = ERROR_MESSAGES.notFound) {
    super(404, 'GEN_000002', message);
  }
}

export class RedirectError extends ClientError {
  readonly kind = 'redirect';
  constructor(
    readonly path: string,
    message: string = ERROR_MESSAGES.redirect,
  ) {
    super(302, 'GEN_000001', message);
  }
}

export class TooManyAttemptsError extends ClientError {
  readonly kind = 'too-many-attempts';
  /** null when the server sent no usable Retry-After. */
  constructor(
    readonly retryAfterSeconds: number | null,
    message: string = ERROR_MESSAGES.tooManyAttempts,
    code = 'GEN_000429',
  ) {
    super(429, code, message);
  }
}

export class ParameterError extends ClientError {
  readonly kind = 'parameter';
  /** Field name → zh-TW message, as the server's 400 body lists them. */
  constructor(
    readonly fields: Readonly<Record<string, string>>,
    message: string = ERROR_MESSAGES.parameter,
    code = 'GEN_000400',
  ) {
    super(400, code, message);
  }
}

export class ExpiredRefreshTokenError extends ClientError {
  readonly kind = 'expired-refresh-token';
  constructor(message: string = ERROR_MESSAGES.expiredRefreshToken) {
    super(401, 'AUTH_100028', message);
  }
}

export class InvalidRefreshTokenError extends ClientError {
  readonly kind = 'invalid-refresh-token';
  constructor(message: string = ERROR_MESSAGES.invalidRefreshToken) {
    super(401, 'AUTH_100027', message);
  }
}

export class RequestTimeoutError extends ClientError {
  readonly kind = 'request-timeout';
  constructor(message: string = ERROR_MESSAGES.requestTimeout) {
    super(408, 'REQUEST_TIMEOUT', message);
  }
}

/** The API gave no answer at all (down, refused, DNS): the UI shows the busy page. */
export class NetworkError extends ClientError {
  readonly kind = 'network';
  constructor(message: string = ERROR_MESSAGES.network) {
    super(502, 'NETWORK_ERROR', message);
  }
}

/** Any other error code, passed on unchanged (SPEC §8). */
export class ApiError extends ClientError {
  readonly kind = 'api';
  constructor(
    status: number,
    code: string,
    message: string = ERROR_MESSAGES.unknown,
    readonly fields: Readonly<Record<string, string>> | null = null,
  ) {
    super(status, code, message);
  }
}

/** Works across bundles too (SSR and browser copies of this module), hence the duck check. */
export function isClientError(error: unknown): error is ClientError {
  if (error instanceof ClientError) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { kind?: unknown }).kind === 'string' &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

export type AnyClientError =
  | ServiceUnavailableError
  | NotFoundError
  | RedirectError
  | TooManyAttemptsError
  | ParameterError
  | ExpiredRefreshTokenError
  | InvalidRefreshTokenError
  | RequestTimeoutError
  | NetworkError
  | ApiError;

/** Narrows to the error class of one kind: `if (hasErrorKind(e, 'parameter')) e.fields`. */
export function hasErrorKind<K extends ClientErrorKind>(
  error: unknown,
  kind: K,
): error is Extract<AnyClientError, { kind: K }> {
  return isClientError(error) && error.kind === kind;
}

/** Refresh-token failures that mean "load as signed out" (AUTH_100027/28). */
export function isRefreshTokenRejected(error: unknown): boolean {
  return isClientError(error) && (error.kind === 'invalid-refresh-token' || error.kind === 'expired-refresh-token');
}
