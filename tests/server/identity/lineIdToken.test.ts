import { checkLineIdToken, hs256SignatureValid, signHs256Jwt } from '../../../server/services/identity/lineIdToken';

const SECRET = 'test-channel-secret';
const NOW_MS = 1_700_000_000_000;
const claims = (overrides: object = {}) => ({
  iss: 'https://access.line.me', sub: 'U1234567890abcdef1234567890abcdef', aud: '1234567890',
  exp: NOW_MS / 1000 + 3600, iat: NOW_MS / 1000, nonce: 'nonce-1', amr: ['pwd'], name: 'Taro Line', email: 'taro.line@example.com',
  ...overrides,
});
const expectations = { channelId: '1234567890', channelSecret: SECRET, nonce: 'nonce-1', nowMs: NOW_MS };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('LINE ID token verification (web login: HS256 with the channel secret)', () => {
  it('accepts a token signed with the channel secret for this channel and attempt', () => {
    const check = checkLineIdToken(signHs256Jwt(claims(), SECRET), expectations);
    expect(check).toEqual({ ok: true, claims: expect.objectContaining({ sub: 'U1234567890abcdef1234567890abcdef', email: 'taro.line@example.com', name: 'Taro Line' }) });
  });

  it('refuses another secret\'s signature and a payload changed after signing', () => {
    expect(checkLineIdToken(signHs256Jwt(claims(), 'another-secret'), expectations)).toEqual({ ok: false, reason: 'signature' });
    const [header, , signature] = signHs256Jwt(claims(), SECRET).split('.');
    const forged = `${header}.${b64(claims({ email: 'victim@example.com' }))}.${signature}`;
    expect(checkLineIdToken(forged, expectations)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses another channel (aud) and another issuer', () => {
    expect(checkLineIdToken(signHs256Jwt(claims({ aud: '9999999999' }), SECRET), expectations)).toEqual({ ok: false, reason: 'audience' });
    expect(checkLineIdToken(signHs256Jwt(claims({ iss: 'https://evil.example' }), SECRET), expectations)).toEqual({ ok: false, reason: 'issuer' });
  });

  it('refuses an expired token', () => {
    expect(checkLineIdToken(signHs256Jwt(claims({ exp: NOW_MS / 1000 }), SECRET), expectations)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses the nonce of another attempt, and a token without one', () => {
    expect(checkLineIdToken(signHs256Jwt(claims({ nonce: 'nonce-2' }), SECRET), expectations)).toEqual({ ok: false, reason: 'nonce' });
    expect(checkLineIdToken(signHs256Jwt(claims({ nonce: undefined }), SECRET), expectations)).toEqual({ ok: false, reason: 'nonce' });
  });

  it('refuses alg none and any algorithm but HS256, whatever the token says of itself', () => {
    const unsigned = `${b64({ typ: 'JWT', alg: 'none' })}.${b64(claims())}.`;
    expect(checkLineIdToken(unsigned, expectations)).toEqual({ ok: false, reason: 'algorithm' });
    const [, payload, signature] = signHs256Jwt(claims(), SECRET).split('.');
    expect(checkLineIdToken(`${b64({ typ: 'JWT', alg: 'ES256', kid: 'x' })}.${payload}.${signature}`, expectations)).toEqual({ ok: false, reason: 'algorithm' });
  });

  it('refuses what is not a JWT', () => {
    for (const token of ['', 'a.b', 'not.a.jwt', `${b64({ alg: 'HS256' })}.${b64({ iss: 'x' })}.sig`]) {
      expect(checkLineIdToken(token, expectations)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  // RFC 7515 appendix A.1: the published HS256 JWS example (its JWK's "k" is the key), so the HMAC,
  // base64url and signing-input handling match the standard, not only our own signer.
  it('verifies the RFC 7515 A.1 HS256 example and refuses it under another key', () => {
    const key = Buffer.from('AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow', 'base64url');
    const jws = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9'
      + '.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ'
      + '.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(hs256SignatureValid(jws, key)).toBe(true);
    expect(hs256SignatureValid(jws, Buffer.from('another key'))).toBe(false);
    expect(hs256SignatureValid(`${jws}x`, key)).toBe(false);
  });
});
