import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The `iss` of every LINE ID token (LINE Login v2.1). */
export const LINE_ISSUER = 'https://access.line.me';

/** LINE may add claims at any time (its API reference says so): read the ones we need, keep no strict shape. */
const Header = z.object({ alg: z.string() });
const Claims = z.object({
  iss: z.string(), sub: z.string().min(1), aud: z.string(), exp: z.number(),
  nonce: z.string().optional(), name: z.string().optional(), email: z.string().optional(),
});
export type LineClaims = z.infer<typeof Claims>;

export type IdTokenCheck =
  | { ok: true; claims: LineClaims }
  | { ok: false; reason: 'malformed' | 'algorithm' | 'signature' | 'issuer' | 'audience' | 'expired' | 'nonce' };

const hs256 = (signingInput: string, secret: string | Buffer): Buffer => createHmac('sha256', secret).update(signingInput).digest();
const json = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** Constant-time check of a JWS HS256 signature over `header.payload`. */
export function hs256SignatureValid(token: string, secret: string | Buffer): boolean {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || signature === undefined || extra !== undefined) return false;
  const expected = hs256(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parts(token: string): { alg: string; claims: LineClaims } | null {
  const [header, payload] = token.split('.');
  try {
    const alg = Header.safeParse(json(header ?? ''));
    const claims = Claims.safeParse(json(payload ?? ''));
    return alg.success && claims.success ? { alg: alg.data.alg, claims: claims.data } : null;
  } catch {
    return null;
  }
}

export interface IdTokenExpectations { channelId: string; channelSecret: string; nonce: string; nowMs: number }

/**
 * A web-login ID token as LINE documents it: HS256 with the channel secret (never `none`, never
 * another algorithm the token names itself), issued by access.line.me for our channel, not expired,
 * and carrying the nonce of this sign-in attempt.
 */
export function checkLineIdToken(token: string, expect: IdTokenExpectations): IdTokenCheck {
  const read = parts(token);
  if (!read) return { ok: false, reason: 'malformed' };
  if (read.alg !== 'HS256') return { ok: false, reason: 'algorithm' };
  if (!hs256SignatureValid(token, expect.channelSecret)) return { ok: false, reason: 'signature' };
  const { claims } = read;
  if (claims.iss !== LINE_ISSUER) return { ok: false, reason: 'issuer' };
  if (claims.aud !== expect.channelId) return { ok: false, reason: 'audience' };
  if (claims.exp * 1000 <= expect.nowMs) return { ok: false, reason: 'expired' };
  if (claims.nonce === undefined || !sameText(claims.nonce, expect.nonce)) return { ok: false, reason: 'nonce' };
  return { ok: true, claims };
}

const sameText = (a: string, b: string): boolean => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Signs claims as LINE's web login does (HS256, the channel secret): the sandbox's token endpoint and the tests. */
export function signHs256Jwt(claims: object, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${encode({ typ: 'JWT', alg: 'HS256' })}.${encode(claims)}`;
  return `${signingInput}.${hs256(signingInput, secret).toString('base64url')}`;
}
