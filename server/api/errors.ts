import { ErrorCode, type ErrorBody } from '../../contract/common';
import { Messages } from './messages';

/** An HTTP failure with the API's error body; the error handler sends it as it is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { fields?: Record<string, string>; link?: { path: string }; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): ErrorBody {
    return {
      error_code: this.code,
      message: this.message,
      ...(this.extra.link ? { link: this.extra.link } : {}),
      ...(this.extra.fields ? { fields: this.extra.fields } : {}),
    };
  }
}

export const notFound = (): HttpError => new HttpError(404, ErrorCode.NOT_FOUND, Messages.NOT_FOUND);

export const tooManyAttempts = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, ErrorCode.TOO_MANY_ATTEMPTS, Messages.TOO_MANY_ATTEMPTS, {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });

export const invalidInput = (fields: Record<string, string>): HttpError => {
  const messages = Object.values(fields);
  // One problem reads best as its own sentence; several get the general line plus the fields.
  const message = messages.length === 1 ? messages[0] : Messages.INVALID_INPUT;
  return new HttpError(400, ErrorCode.BAD_REQUEST, message, { fields });
};
