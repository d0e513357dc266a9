import { Cookie, ErrorCode } from '../../../contract/common';
import { AuthEndpoints as E } from '../../../contract/endpoints/auth';
import type { AppContext } from '../../context';
import { readTokenCookie, sessionMember } from '../../api/authContext';
import { tokenCookie } from '../../api/cookies';
import { handle, ok, refuse, type Caller, type Handling } from '../../api/handler';
import { HttpError } from '../../api/errors';
import { Messages } from '../../api/messages';
import { renewInFamily, rotateRefreshToken, sessionFamily } from './tokens';

const invalidRefresh = () => new HttpError(401, ErrorCode.INVALID_REFRESH_TOKEN, Messages.INVALID_REFRESH_TOKEN);

/** Whom a renewal is for: the token's member in its family, else the session's (a stale token cookie must not hide a valid session). */
async function renewalOf(ctx: AppContext, caller: Caller) {
  if (caller.driver === 'token' && caller.member) return { member: caller.member, family: caller.familyId };
  const sid = caller.request.cookies[Cookie.SESSION];
  return { member: await sessionMember(ctx, caller.request), family: sid ? sessionFamily(sid) : null };
}

/** POST /api/auth/token (rotation) and /api/auth/token/renew (SPEC §4.1, §7, §8). */
export const tokenHandlers = (ctx: AppContext): Handling[] => [
  handle(E.refreshToken, async ({ request }, { body }) => {
    const refreshToken = body.refresh_token ?? readTokenCookie(request)?.refresh_token;
    if (!refreshToken) return refuse(invalidRefresh());
    const result = await rotateRefreshToken(ctx.db, refreshToken, ctx.now());
    if (!result.ok) {
      return refuse(result.reason === 'expired' ? new HttpError(401, ErrorCode.EXPIRED_REFRESH_TOKEN, Messages.EXPIRED_REFRESH_TOKEN) : invalidRefresh());
    }
    return ok(result.token, { cookies: [tokenCookie(request.protocol, result.token)] });
  }),
  handle(E.renewToken, async (caller) => {
    const renewal = await renewalOf(ctx, caller);
    const token = renewal.member && renewal.family ? await renewInFamily(ctx.db, renewal.member.id, renewal.family, ctx.now()) : null;
    if (!token) return refuse(new HttpError(401, ErrorCode.INVALID_OAUTH_TOKEN, Messages.INVALID_OAUTH_TOKEN));
    return ok(token, { cookies: [tokenCookie(caller.request.protocol, token)] });
  }),
];
