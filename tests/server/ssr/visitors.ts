import { Cookie } from '../../../contract/cookieNames';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { digest } from '../../../server/services/auth/secrets';
import { call } from '../helpers/api';
import type { TestApp } from '../helpers/testApp';

/** Visitors of a page request (signed in, expired, unknown token) and what a gateway call came to, in the terms both ways must agree on: its value, or its client error's kind, status, code, message and fields. */
export type Outcome = { value: unknown } | { failure: { kind: unknown; status: unknown; code: unknown; message: unknown; fields: unknown } };

export async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await run() };
  } catch (error) {
    const { kind, status, code, message, fields } = error as Record<string, unknown>;
    return { failure: { kind, status, code, message, fields } };
  }
}

/** The Cookie header of a member signed in by e-mail and password. */
export async function signedInCookieHeader(api: TestApp, email: string, password: string): Promise<string> {
  const login = await call(api.app, 'POST', '/v2/member/login', { body: { email, password } });
  const jar = new RequestCookieTokenStore(undefined);
  jar.absorb([login.headers['set-cookie']].flat().map(String));
  return jar.cookieHeader();
}

/** The x-oauth-token header of a cookie header's access token, for setting data up through the API. */
export function tokenHeaders(cookieHeader: string): Record<string, string> {
  const token = new RequestCookieTokenStore(cookieHeader).read();
  if (!token) throw new Error('no auth_token_data in the cookie header');
  return { 'x-oauth-token': token.accessToken };
}

/** A fresh sign-in whose access token has expired (its refresh token still good): the API answers AUTH_100023. */
export async function expiredCookieHeader(api: TestApp, email: string, password: string): Promise<string> {
  const cookieHeader = await signedInCookieHeader(api, email, password);
  const access = tokenHeaders(cookieHeader)['x-oauth-token'];
  await api.db.updateTable('access_tokens').set({ expires_at: Date.now() - 1000 }).where('token_hash', '=', digest(access)).execute();
  return cookieHeader;
}

/**
 * What the client's AUTH_100023 recovery wrote into the jar: a new token (refreshed), the token deleted
 * (refresh refused, signed out), or nothing (the read never met AUTH_100023).
 */
export function tokenRecovery(jar: RequestCookieTokenStore): 'refreshed' | 'signed-out' | 'none' {
  const line = jar.setCookieHeaders().find((l) => l.startsWith(`${Cookie.AUTH_TOKEN_DATA}=`));
  if (!line) return 'none';
  return line.startsWith(`${Cookie.AUTH_TOKEN_DATA}=;`) ? 'signed-out' : 'refreshed';
}

/** A well-formed token cookie the shop never issued: the API answers AUTH_100023, and the client's refresh is refused, so it signs out. */
export const UNKNOWN_TOKEN_COOKIE = `${Cookie.AUTH_TOKEN_DATA}=${encodeURIComponent(JSON.stringify({ access_token: 'nope', refresh_token: 'nope', expired_at: 4_102_444_800 }))}`;
