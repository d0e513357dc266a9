import { LineIdentityProvider, LineIdTokenRejected } from '../../../server/services/identity/LineIdentityProvider';
import { signHs256Jwt } from '../../../server/services/identity/lineIdToken';

const NOW_MS = 1_700_000_000_000;
const settings = {
  channelId: '1234567890', channelSecret: 'channel-secret',
  authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize', tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
};
const REDIRECT = 'https://shop.example/auth/verify-facebook?provider=line';
const idToken = (overrides: object = {}, secret = settings.channelSecret) => signHs256Jwt({
  iss: 'https://access.line.me', sub: 'U0123', aud: settings.channelId, exp: NOW_MS / 1000 + 600, iat: NOW_MS / 1000,
  nonce: 'the-nonce', name: 'LINE 媽', email: 'Line.Mom@Example.com', ...overrides,
}, secret);

/** A token endpoint that records what it was sent and answers as told. */
function tokenEndpoint(status: number, body: object) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, provider: new LineIdentityProvider(settings, fetchImpl, () => NOW_MS) };
}

describe('LineIdentityProvider (LINE Login v2.1 web login)', () => {
  it('sends the browser to the documented authorize URL with state, nonce and the openid profile email scope', () => {
    const url = new LineIdentityProvider(settings).authorizeUrl('st-1', REDIRECT, 'no-1');
    expect(url).toBe('https://access.line.me/oauth2/v2.1/authorize?response_type=code&client_id=1234567890'
      + `&redirect_uri=${encodeURIComponent(REDIRECT)}&state=st-1&scope=openid%20profile%20email&nonce=no-1`);
  });

  it('exchanges the code with a form-encoded POST and reads the profile from the verified ID token', async () => {
    const { calls, provider } = tokenEndpoint(200, { access_token: 'at', token_type: 'Bearer', expires_in: 2592000, id_token: idToken(), scope: 'openid profile email' });
    await expect(provider.exchange('the-code', REDIRECT, 'the-nonce')).resolves.toEqual({ subject: 'U0123', email: 'line.mom@example.com', name: 'LINE 媽' });
    expect(calls[0].url).toBe(settings.tokenUrl);
    expect(calls[0].init.method).toBe('POST');
    expect(new Headers(calls[0].init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(calls[0].init.body)))).toEqual({
      grant_type: 'authorization_code', code: 'the-code', redirect_uri: REDIRECT, client_id: '1234567890', client_secret: 'channel-secret',
    });
  });

  it('gives no e-mail when the channel has no e-mail permission', async () => {
    const { provider } = tokenEndpoint(200, { id_token: idToken({ email: undefined }) });
    await expect(provider.exchange('c', REDIRECT, 'the-nonce')).resolves.toEqual({ subject: 'U0123', email: null, name: 'LINE 媽' });
  });

  it('fails the attempt cleanly for a refused code, another attempt\'s nonce or an expired token', async () => {
    await expect(tokenEndpoint(400, { error: 'invalid_grant' }).provider.exchange('c', REDIRECT, 'the-nonce')).resolves.toBeNull();
    await expect(tokenEndpoint(200, { id_token: idToken() }).provider.exchange('c', REDIRECT, 'other-nonce')).resolves.toBeNull();
    await expect(tokenEndpoint(200, { id_token: idToken({ exp: NOW_MS / 1000 - 1 }) }).provider.exchange('c', REDIRECT, 'the-nonce')).resolves.toBeNull();
  });

  it('throws (a misconfigured channel) for a token of another secret or channel, and for a LINE outage', async () => {
    await expect(tokenEndpoint(200, { id_token: idToken({}, 'wrong') }).provider.exchange('c', REDIRECT, 'the-nonce')).rejects.toThrow(LineIdTokenRejected);
    await expect(tokenEndpoint(200, { id_token: idToken({ aud: '42' }) }).provider.exchange('c', REDIRECT, 'the-nonce')).rejects.toThrow('audience');
    await expect(tokenEndpoint(500, {}).provider.exchange('c', REDIRECT, 'the-nonce')).rejects.toThrow('HTTP 500');
  });
});
