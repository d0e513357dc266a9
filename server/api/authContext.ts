import type { FastifyRequest } from 'fastify';
import { TokenData } from '../../contract/auth';
import { Cookie, ErrorCode, Header } from '../../contract/common';
import type { AppContext } from '../context';
import { findMemberById } from '../db/repositories/auth/members';
import type { Member } from '../db/schema';
import { noteDeviceUse } from '../services/auth/devices';
import { findSessionGrant } from '../services/auth/sessions';
import { findAccessGrant, type AccessGrant } from '../services/auth/tokens';
import { HttpError } from './errors';
import { Messages } from './messages';

/**
 * Who is calling. A token (x-oauth-token header, or the access token inside the auth_token_data
 * cookie) makes the `token` driver, valid or not; without a token the `sid` cookie decides
 * under the `session` driver (SPEC §3 auth_driver).
 */
export type Caller =
  | { driver: 'token'; member: Member | null; familyId: string | null }
  | { driver: 'session'; member: Member | null; familyId: string | null };

/** What identifies a caller: the headers and the parsed cookies (a Fastify request, or the page server's view of its visitor). */
export type CallerRequest = Pick<FastifyRequest, 'headers' | 'cookies'>;

/** The token data in the auth_token_data cookie (the browser's sign-in), or null when absent or not token data. */
export function readTokenCookie(request: Pick<CallerRequest, 'cookies'>): TokenData | null {
  const raw = request.cookies[Cookie.AUTH_TOKEN_DATA];
  if (!raw) return null;
  try {
    const parsed = TokenData.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function presentedAccessToken(request: CallerRequest): string | null {
  const header = request.headers[Header.OAUTH_TOKEN];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  return readTokenCookie(request)?.access_token ?? null;
}

/**
 * The grant's member; its family's 登入裝置 entry notes the call (at most one write per few minutes).
 * A last-used time is not worth failing a read for: a database refusing writes leaves it as it was.
 */
async function grantedMember(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest, grant: AccessGrant | null): Promise<Member | null> {
  const member = grant ? ((await findMemberById(ctx.db, grant.memberId)) ?? null) : null;
  if (member) await noteDeviceUse(ctx.db, { ...grant!, userAgent: userAgentOf(request) }, ctx.now()).catch(() => undefined);
  return member;
}

const userAgentOf = (request: CallerRequest): string | undefined => {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value : undefined;
};

export async function identifyCaller(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest): Promise<Caller> {
  const token = presentedAccessToken(request);
  if (token !== null) {
    const grant = await findAccessGrant(ctx.db, token, ctx.now());
    const member = await grantedMember(ctx, request, grant);
    return { driver: 'token', member, familyId: member ? grant!.familyId : null };
  }
  const session = await sessionGrant(ctx, request);
  return { driver: 'session', member: session.member, familyId: session.member ? session.familyId : null };
}

async function sessionGrant(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest): Promise<{ member: Member | null; familyId: string | null }> {
  const sid = request.cookies[Cookie.SESSION];
  const grant = sid ? await findSessionGrant(ctx.db, sid, ctx.now()) : null;
  return { member: await grantedMember(ctx, request, grant), familyId: grant?.familyId ?? null };
}

export async function sessionMember(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest): Promise<Member | null> {
  return (await sessionGrant(ctx, request)).member;
}

/** For routes that need a signed-in member: an invalid token is AUTH_100023 (SPEC §8), no credentials AUTH_100001. */
export async function requireMember(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest): Promise<Member> {
  return (await requireMemberSignIn(ctx, request)).member;
}

/** `requireMember`, and the family (token family or session) the member called with: 登入裝置's 這個裝置. */
export async function requireMemberSignIn(ctx: Pick<AppContext, 'db' | 'now'>, request: CallerRequest): Promise<{ member: Member; familyId: string }> {
  const caller = await identifyCaller(ctx, request);
  if (caller.member && caller.familyId) return { member: caller.member, familyId: caller.familyId };
  throw signInRequired(caller.driver);
}

/** A member route's 401: a token it does not accept is AUTH_100023 (the client refreshes), no credentials AUTH_100001. */
export const signInRequired = (driver: Caller['driver']): HttpError => driver === 'token'
  ? new HttpError(401, ErrorCode.INVALID_OAUTH_TOKEN, Messages.INVALID_OAUTH_TOKEN)
  : new HttpError(401, ErrorCode.UNAUTHORIZED, Messages.SIGN_IN_REQUIRED);
