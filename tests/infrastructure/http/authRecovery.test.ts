import { ApiError, NetworkError } from '../../../src/domain/errors/clientErrors';
import type { RecordedRequest } from '../../../src/infrastructure/memory/ScriptedHttpAdapter';
import { givenApi, token, tokenBody } from './fakeApi';

const invalidOAuth = { status: 401, data: { error_code: 'AUTH_100023', message: '登入狀態無效' } };
const ok = { status: 200, data: { data: { id: 7 } } };
/** The member API accepts only the refreshed token. */
const memberApi = (request: RecordedRequest) => (request.headers['x-oauth-token'] === 'access-2' ? ok : invalidOAuth);

describe('AUTH_100023 handling (SPEC §8)', () => {
  it('reports, refreshes the token, reloads and retries once', async () => {
    const { api, tokens, reporter, reloader, http } = givenApi();
    tokens.save(token(1));
    api.on('get', '/v1/member/profile-badges', memberApi);
    api.on('post', '/api/auth/token', { status: 200, data: { data: tokenBody(2) } });
    const response = await http.get('/v1/member/profile-badges');
    expect(response.data).toEqual({ data: { id: 7 } });
    expect(tokens.read()).toEqual(token(2));
    expect(reporter.reports).toHaveLength(1);
    expect(reloader.reloads).toBe(1);
    expect(api.requests.find((r) => r.url === '/api/auth/token')?.data).toEqual({ refresh_token: 'refresh-1' });
  });

  it('signs out, then reloads, when the refresh token is rejected', async () => {
    const { api, tokens, reloader, http } = givenApi();
    tokens.save(token(1));
    api.on('get', '/v1/member/profile-badges', memberApi);
    api.on('post', '/api/auth/token', { status: 401, data: { error_code: 'AUTH_100028', message: '登入已過期' } });
    api.on('post', '/v2/member/logout', { status: 200, data: { data: { signed_out: true } } });
    const error = await http.get('/v1/member/profile-badges').catch((e: unknown) => e);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'get /v1/member/profile-badges',
      'post /api/auth/token',
      'post /v2/member/logout',
      'get /v1/member/profile-badges',
    ]);
    expect(tokens.read()).toBeNull();
    expect(reloader.reloads).toBe(1);
    expect(api.requests[3].headers['x-oauth-token']).toBeUndefined();
    expect(error).toMatchObject({ kind: 'api', code: 'AUTH_100023' });
  });

  it('shares one refresh between calls failing together', async () => {
    const { api, tokens, http } = givenApi();
    tokens.save(token(1));
    api.on('get', '/a', memberApi).on('get', '/b', memberApi);
    api.on('post', '/api/auth/token', { status: 200, data: { data: tokenBody(2) } });
    await Promise.all([http.get('/a'), http.get('/b')]);
    expect(api.requests.filter((r) => r.url === '/api/auth/token')).toHaveLength(1);
  });

  it('lets the token calls themselves fail without recovery', async () => {
    const { api, reloader, http } = givenApi();
    api.on('post', '/api/auth/token/renew', invalidOAuth);
    const error = await http.post('/api/auth/token/renew', {}, { skipAuthRecovery: true }).catch((e: unknown) => e);
    expect(error).toEqual(new ApiError(401, 'AUTH_100023', '登入狀態無效'));
    expect(reloader.reloads).toBe(0);
  });

  it('throws a technical failure of the refresh', async () => {
    const { api, tokens, http } = givenApi();
    tokens.save(token(1));
    api.on('get', '/a', memberApi);
    api.on('post', '/api/auth/token', { failure: 'refused' });
    await expect(http.get('/a')).rejects.toBeInstanceOf(NetworkError);
  });
});
