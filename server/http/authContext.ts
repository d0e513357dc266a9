import type { FastifyRequest } from 'fastify';
import { Cookie, ErrorCode, Header } from '../../contract/common';
import type { AppContext } from '../context';
import type { Member } from '../db/schema';
import { findSessionMember } from '../services/auth/sessions';
import { findAccessGrant } from '../services/auth/tokens';
import { readTokenCookie } from './cookies';
import { HttpError } from './errors';
import { Messages } from './messages';

/**
 * Who is calling. A token (x-oauth-token header, or the access token inside the auth_token_data
 * cookie) makes the `token` driver, valid or not; without a token the `sid` cookie decides
 * under the `session` driver (SPEC §3 auth_driver).
 */
export type Caller =
  | { driver: 'token'; member: Member | null; familyId: string | null }
  | { driver: 'session'; member: Member | null };

/** What identifies a caller: the headers and the parsed cookies (a Fastify request, or the page server's view of its visitor). */
export type CallerRequest = Pick<FastifyRequest, 'headers' | 'cookies'>;

export function presentedAccessToken(request: CallerRequest): string | null {
  const header = request.headers[Header.OAUTH_TOKEN];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  return readTokenCookie(request)?.access_token ?? null;
}

const loadMember = (ctx: Pick<AppContext, 'db'>, id: number) =>
  ctx.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

export async function identifyCaller(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest): Promise<Caller> {
  const now = ctx.now();
  const token = presentedAccessToken(request);
  if (token !== null) {
    const grant = await findAccessGrant(ctx.db, token, now);
    const member = grant ? ((await loadMember(ctx, grant.memberId)) ?? null) : null;
    return { driver: 'token', member, familyId: member ? grant!.familyId : null };
  }
  return { driver: 'session', member: await sessionMember(ctx, request) };
}

export async function sessionMember(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest): Promise<Member | null> {
  const sid = request.cookies[Cookie.SESSION];
  const memberId = sid ? await findSessionMember(ctx.db, sid, ctx.now()) : null;
  return memberId === null ? null : ((await loadMember(ctx, memberId)) ?? null);
}

/** For routes that need a signed-in member: an invalid token is AUTH_100023 (SPEC §8), no credentials AUTH_100001. */
export async function requireMember(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest): Promise<Member> {
  const caller = await identifyCaller(ctx, request);
  if (caller.member) return caller.member;
  if (caller.driver === 'token') throw new HttpError(401, ErrorCode.INVALID_OAUTH_TOKEN, Messages.INVALID_OAUTH_TOKEN);
  throw new HttpError(401, ErrorCode.UNAUTHORIZED, Messages.SIGN_IN_REQUIRED);
}
