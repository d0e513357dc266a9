import { givenApi, token } from './fakeApi';

describe('createHttpClient: what every request carries (SPEC §7)', () => {
  it('sends the platform header, and x-oauth-token only when a token is kept', async () => {
    const { api, tokens, http } = givenApi({ platform: 'ios.app' });
    api.on('get', '/ping', { status: 200, data: { data: { status: 'ok' } } });
    await http.get('/ping');
    tokens.save(token(1));
    await http.get('/ping');
    expect(api.requests[0].headers.platform).toBe('ios.app');
    expect(api.requests[0].headers['x-oauth-token']).toBeUndefined();
    expect(api.requests[1].headers['x-oauth-token']).toBe('access-1');
  });

  it('sends a bodiless state change as the JSON body {} (the server takes only JSON state changes)', async () => {
    const { api, http } = givenApi();
    api.on('delete', '/v2/shoppingcart/items/7', { status: 200, data: {} });
    api.on('post', '/api/auth/signout', { status: 200, data: {} });
    await http.delete('/v2/shoppingcart/items/7');
    await http.post('/api/auth/signout');
    for (const request of api.requests) {
      expect(request.data).toEqual({});
      expect(request.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('uses a 30000 ms timeout, credentials, and basic authorization when configured', async () => {
    const { api, http } = givenApi({ basicAuth: { username: 'shop', password: 'secret' } });
    api.on('get', '/ping', { status: 200, data: {} });
    await http.get('/ping');
    expect(api.requests[0].timeout).toBe(30000);
    expect(api.requests[0].auth).toEqual({ username: 'shop', password: 'secret' });
    expect(http.defaults.withCredentials).toBe(true);
  });

  it('forwards the visitor cookies and user agent on the page server', async () => {
    const jar = { cookieHeader: () => 'sid=abc; utm_data=x', absorb: jest.fn() };
    const { api, http } = givenApi({ cookieJar: jar, userAgent: 'Mozilla/5.0 JiutuanApp/6.12.0 (ios)' });
    api.on('get', '/api/userinfo', { status: 200, data: {}, headers: { 'set-cookie': ['utm_data=y; Max-Age=86400; Path=/'] } });
    await http.get('/api/userinfo');
    expect(api.requests[0].headers.cookie).toBe('sid=abc; utm_data=x');
    expect(api.requests[0].headers['user-agent']).toBe('Mozilla/5.0 JiutuanApp/6.12.0 (ios)');
    expect(jar.absorb).toHaveBeenCalledWith(['utm_data=y; Max-Age=86400; Path=/']);
  });
});
