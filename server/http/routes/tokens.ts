import type { FastifyInstance } from 'fastify';
import { RefreshTokenRequest } from '../../../contract/authRequests';
import { Cookie, ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import { renewInFamily, rotateRefreshToken, sessionFamily } from '../../services/auth/tokens';
import { identifyCaller, sessionMember } from '../authContext';
import { readTokenCookie, setTokenCookie } from '../cookies';
import { HttpError } from '../errors';
import { Messages } from '../messages';
import { parseInput } from '../validation';

const sessionFamilyOf = (sid: string | undefined): string | null => (sid ? sessionFamily(sid) : null);

const invalidRefresh = () => new HttpError(401, ErrorCode.INVALID_REFRESH_TOKEN, Messages.INVALID_REFRESH_TOKEN);

/** POST /api/auth/token (rotation) and /api/auth/token/renew (SPEC §4.1, §7, §8). */
export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/token', async (request, reply) => {
    const body = parseInput(RefreshTokenRequest, request.body ?? {});
    const refreshToken = body.refresh_token ?? readTokenCookie(request)?.refresh_token;
    if (!refreshToken) throw invalidRefresh();
    const result = await rotateRefreshToken(ctx.db, refreshToken, ctx.now());
    if (!result.ok) {
      if (result.reason === 'expired') throw new HttpError(401, ErrorCode.EXPIRED_REFRESH_TOKEN, Messages.EXPIRED_REFRESH_TOKEN);
      throw invalidRefresh();
    }
    setTokenCookie(request, reply, result.token);
    return { data: result.token };
  });

  app.post('/api/auth/token/renew', async (request, reply) => {
    const caller = await identifyCaller(ctx, request);
    const renewal = caller.driver === 'token' && caller.member
      ? { member: caller.member, family: caller.familyId }
      // A stale token cookie must not hide a valid session: that is the case renew exists for.
      : { member: await sessionMember(ctx, request), family: sessionFamilyOf(request.cookies[Cookie.SESSION]) };
    const token = renewal.member && renewal.family ? await renewInFamily(ctx.db, renewal.member.id, renewal.family, ctx.now()) : null;
    if (!token) throw new HttpError(401, ErrorCode.INVALID_OAUTH_TOKEN, Messages.INVALID_OAUTH_TOKEN);
    setTokenCookie(request, reply, token);
    return { data: token };
  });
}
