import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenData } from '../../contract/auth';
import { Cookie } from '../../contract/common';

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const ONE_DAY = 24 * 60 * 60;

/** HttpOnly + SameSite=Lax everywhere; Secure whenever the request came over HTTPS. */
const base = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/** auth_token_data holds the JSON of TokenData; @fastify/cookie url-encodes it. */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: TokenData): void {
  reply.setCookie(Cookie.AUTH_TOKEN_DATA, JSON.stringify(token), { ...base(request), maxAge: THIRTY_DAYS });
}

export function readTokenCookie(request: Pick<FastifyRequest, 'cookies'>): TokenData | null {
  const raw = request.cookies[Cookie.AUTH_TOKEN_DATA];
  if (!raw) return null;
  try {
    const parsed = TokenData.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sid: string): void {
  reply.setCookie(Cookie.SESSION, sid, { ...base(request), maxAge: THIRTY_DAYS });
}

export function clearAuthCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(Cookie.AUTH_TOKEN_DATA, base(request));
  reply.clearCookie(Cookie.SESSION, base(request));
}

export function setUtmCookie(request: FastifyRequest, reply: FastifyReply, queryString: string): void {
  reply.setCookie(Cookie.UTM, queryString, { ...base(request), maxAge: ONE_DAY });
}

export function clearUtmCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(Cookie.UTM, base(request));
}

/** The social sign-in round trip: state, provider and where to go afterwards, for ten minutes. */
export interface SocialState { state: string; provider: string; return_to: string }

export function setSocialStateCookie(request: FastifyRequest, reply: FastifyReply, value: SocialState): void {
  reply.setCookie(Cookie.SOCIAL_STATE, JSON.stringify(value), { ...base(request), maxAge: 10 * 60 });
}

export function readSocialStateCookie(request: FastifyRequest): SocialState | null {
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

export function clearSocialStateCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(Cookie.SOCIAL_STATE, base(request));
}
