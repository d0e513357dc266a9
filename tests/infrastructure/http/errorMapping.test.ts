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
} from '../../../src/domain/errors/clientErrors';
import { parseRetryAfter } from '../../../src/infrastructure/http/mapHttpError';
import type { ScriptedReply } from '../../../src/infrastructure/memory/ScriptedHttpAdapter';
import { givenApi } from './fakeApi';

async function failureFor(reply: ScriptedReply) {
  const { api, http, reporter } = givenApi();
  api.on('get', '/v3/anything', reply);
  const error = await http.get('/v3/anything').then(
    () => null,
    (e: unknown) => e,
  );
  return { error, reporter };
}

const body = (error_code: string, message = '訊息', extra: object = {}) => ({ error_code, message, ...extra });

describe('transport mapping (SPEC §8)', () => {
  it('an aborted or timed-out request is a timeout', async () => {
    expect((await failureFor({ failure: 'timeout' })).error).toBeInstanceOf(RequestTimeoutError);
    expect((await failureFor({ failure: 'aborted' })).error).toBeInstanceOf(RequestTimeoutError);
  });

  it('no answer at all is a network error (the busy page), not a 503', async () => {
    expect((await failureFor({ failure: 'refused' })).error).toBeInstanceOf(NetworkError);
  });

  it('GEN_000001 with a link redirects to its path', async () => {
    const { error } = await failureFor({ status: 400, data: body('GEN_000001', '已移動', { link: { path: '/event/summer' } }) });
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).path).toBe('/event/summer');
  });

  it('GEN_000002 or HTTP 404 is not found', async () => {
    expect((await failureFor({ status: 400, data: body('GEN_000002') })).error).toBeInstanceOf(NotFoundError);
    expect((await failureFor({ status: 404, data: '<html>' })).error).toBeInstanceOf(NotFoundError);
  });

  it('401 AUTH_100027 and AUTH_100028 are the refresh-token errors', async () => {
    expect((await failureFor({ status: 401, data: body('AUTH_100027') })).error).toBeInstanceOf(InvalidRefreshTokenError);
    expect((await failureFor({ status: 401, data: body('AUTH_100028') })).error).toBeInstanceOf(ExpiredRefreshTokenError);
  });

  it('429 is too many attempts, with Retry-After', async () => {
    const { error } = await failureFor({ status: 429, data: body('GEN_000429', '嘗試次數過多，請稍後再試'), headers: { 'retry-after': '120' } });
    expect(error).toBeInstanceOf(TooManyAttemptsError);
    expect(error).toMatchObject({ retryAfterSeconds: 120, message: '嘗試次數過多，請稍後再試' });
  });

  it('503 is service unavailable', async () => {
    expect((await failureFor({ status: 503, data: '' })).error).toBeInstanceOf(ServiceUnavailableError);
  });

  it('a 400 GEN_000400 is a parameter error with its fields', async () => {
    const { error } = await failureFor({ status: 400, data: body('GEN_000400', '輸入資料有誤', { fields: { email: 'E-mail 格式不正確' } }) });
    expect(error).toBeInstanceOf(ParameterError);
    expect((error as ParameterError).fields).toEqual({ email: 'E-mail 格式不正確' });
  });

  it('a cart refusal passes on unchanged and is not reported (it was a feature scenario)', async () => {
    const { error, reporter } = await failureFor({ status: 400, data: body('CART_ITEM_SOLD_OUT', '加入購物車失敗，庫存不足') });
    expect(error).toEqual(new ApiError(400, 'CART_ITEM_SOLD_OUT', '加入購物車失敗，庫存不足'));
    expect(reporter.reports).toHaveLength(0);
  });

  it('other error codes pass on unchanged', async () => {
    const { error } = await failureFor({ status: 409, data: body('AUTH_100010', '此 E-mail 已經註冊過了') });
    expect(error).toEqual(new ApiError(409, 'AUTH_100010', '此 E-mail 已經註冊過了'));
    expect(error).toMatchObject({ kind: 'api', status: 409, code: 'AUTH_100010', message: '此 E-mail 已經註冊過了' });
  });

  it('403 and 502 are reported, then passed on', async () => {
    for (const status of [403, 502]) {
      const { error, reporter } = await failureFor({ status, data: body(status === 403 ? 'GEN_000403' : 'GEN_000502', '禁止') });
      expect(error).toMatchObject({ kind: 'api', status });
      expect(reporter.reports).toHaveLength(1);
      expect(reporter.reports[0].context).toEqual({ method: 'get', url: '/v3/anything' });
    }
  });

  it('a proxy\'s HTML 502 page is unknown middleware: reported as a 502, passed on as a 500', async () => {
    for (const data of ['<html><body>502 Bad Gateway</body></html>', '']) {
      const { error, reporter } = await failureFor({ status: 502, data });
      expect(error).toMatchObject({ kind: 'api', status: 500, code: 'GEN_000500' });
      expect(reporter.reports.map((report) => (report.error as { status: number }).status)).toEqual([502]);
    }
  });

  it('a body nobody understands gives a generic 500', async () => {
    const { error, reporter } = await failureFor({ status: 500, data: '<html>Bad gateway</html>' });
    expect(error).toMatchObject({ kind: 'api', status: 500, code: 'GEN_000500' });
    expect(reporter.reports).toHaveLength(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(Date.UTC(2026, 0, 1, 0, 1)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(60);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});
