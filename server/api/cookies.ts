import type { FastifyRequest } from 'fastify';
import type { TokenData } from '../../contract/auth';
import { Cookie } from '../../contract/common';
import type { CookieToSet, EndpointRequest } from './handler';

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const ONE_DAY = 24 * 60 * 60;

type Protocol = EndpointRequest['protocol'];

/**
 * The cookies a declared endpoint's answer sets (`ok(data, { cookies })`, `refuse(error, cookies)`):
 * HttpOnly + SameSite=Lax everywhere; Secure whenever the request came over HTTPS (`caller.request.protocol`).
 */
const base = (protocol: Protocol) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: protocol === 'https',
});

const set = (name: string, value: string, protocol: Protocol, maxAge: number): CookieToSet => ({ name, value, options: { ...base(protocol), maxAge } });
const cleared = (name: string, protocol: Protocol): CookieToSet => ({ name, value: null, options: base(protocol) });

/** auth_token_data holds the JSON of TokenData; @fastify/cookie url-encodes it. */
export const tokenCookie = (protocol: Protocol, token: TokenData): CookieToSet => set(Cookie.AUTH_TOKEN_DATA, JSON.stringify(token), protocol, THIRTY_DAYS);

export const sessionCookie = (protocol: Protocol, sid: string): CookieToSet => set(Cookie.SESSION, sid, protocol, THIRTY_DAYS);

/** Signed out: the token and the session cookie deleted. */
export const clearedAuthCookies = (protocol: Protocol): CookieToSet[] => [cleared(Cookie.AUTH_TOKEN_DATA, protocol), cleared(Cookie.SESSION, protocol)];

export const utmCookie = (protocol: Protocol, queryString: string): CookieToSet => set(Cookie.UTM, queryString, protocol, ONE_DAY);
export const clearedUtmCookie = (protocol: Protocol): CookieToSet => cleared(Cookie.UTM, protocol);

/** The social sign-in round trip: state, provider and where to go afterwards, for ten minutes. */
export interface SocialState { state: string; provider: string; return_to: string }

export const socialStateCookie = (protocol: Protocol, value: SocialState): CookieToSet => set(Cookie.SOCIAL_STATE, JSON.stringify(value), protocol, 10 * 60);
export const clearedSocialStateCookie = (protocol: Protocol): CookieToSet => cleared(Cookie.SOCIAL_STATE, protocol);

export function readSocialStateCookie(request: Pick<FastifyRequest, 'cookies'>): SocialState | null {
  const raw = request.cookies[Cookie.SOCIAL_STATE];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SocialState>;
    return typeof value.state === 'string' && typeof value.provider === 'string' && typeof value.return_to === 'string'
      ? (value as SocialState)
      : null;
  } catch {
    return null;
  }
}

/** The back office's session: its own cookie, sent only to /admin, never cross-site, and Secure in production. */
export const staffSessionCookie = (protocol: Protocol, sid: string, production: boolean): CookieToSet =>
  ({ name: Cookie.STAFF_SESSION, value: sid, options: { path: '/admin', httpOnly: true, sameSite: 'strict', secure: production || protocol === 'https' } });
export const clearedStaffSessionCookie = (protocol: Protocol, production: boolean): CookieToSet =>
  ({ name: Cookie.STAFF_SESSION, value: null, options: { path: '/admin', httpOnly: true, sameSite: 'strict', secure: production || protocol === 'https' } });
