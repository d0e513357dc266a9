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
  hasErrorKind,
  isClientError,
  isRefreshTokenRejected,
} from '../../../src/domain/errors/clientErrors';

describe('client exception kinds (SPEC §8)', () => {
  it.each([
    [new ServiceUnavailableError(), 'service-unavailable', 503, 'GEN_000503'],
    [new NotFoundError(), 'not-found', 404, 'GEN_000002'],
    [new RedirectError('/mall/all'), 'redirect', 302, 'GEN_000001'],
    [new TooManyAttemptsError(60), 'too-many-attempts', 429, 'GEN_000429'],
    [new ParameterError({ email: 'E-mail 格式不正確' }), 'parameter', 400, 'GEN_000400'],
    [new ExpiredRefreshTokenError(), 'expired-refresh-token', 401, 'AUTH_100028'],
    [new InvalidRefreshTokenError(), 'invalid-refresh-token', 401, 'AUTH_100027'],
    [new RequestTimeoutError(), 'request-timeout', 408, 'REQUEST_TIMEOUT'],
    [new NetworkError(), 'network', 502, 'NETWORK_ERROR'],
    [new ApiError(409, 'AUTH_100010', '此 E-mail 已經註冊過了'), 'api', 409, 'AUTH_100010'],
  ])('%p has a stable kind, status and code', (error, kind, status, code) => {
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ kind, status, code });
    expect(error.message).not.toBe('');
    expect(isClientError(error)).toBe(true);
  });

  it('keeps what each kind carries', () => {
    expect(new RedirectError('/event/summer').path).toBe('/event/summer');
    expect(new TooManyAttemptsError(120).retryAfterSeconds).toBe(120);
    expect(new ParameterError({ password: '密碼至少需要 8 個字元' }).fields).toEqual({ password: '密碼至少需要 8 個字元' });
  });

  it('narrows by kind and recognises a copy from another bundle', () => {
    const error: unknown = new ParameterError({ nickname: '請輸入暱稱' });
    expect(hasErrorKind(error, 'parameter') && error.fields.nickname).toBe('請輸入暱稱');
    expect(hasErrorKind(error, 'api')).toBe(false);
    expect(isClientError({ kind: 'not-found', status: 404, code: 'GEN_000002', message: '' })).toBe(true);
    expect(isClientError(new Error('boom'))).toBe(false);
  });

  it('tells a rejected refresh token apart', () => {
    expect(isRefreshTokenRejected(new InvalidRefreshTokenError())).toBe(true);
    expect(isRefreshTokenRejected(new ExpiredRefreshTokenError())).toBe(true);
    expect(isRefreshTokenRejected(new NetworkError())).toBe(false);
  });
});
