import type { FastifyInstance } from 'fastify';
import { RefreshTokenRequest } from '../../../contract/authRequests';
import { ErrorCode } from '../../../contract/common';
import type { AppContext } from '../../context';
import { issueTokenPair, rotateRefreshToken } from '../../services/auth/tokens';
import { identifyCaller, sessionMember } from '../authContext';
import { readTokenCookie, setTokenCookie } from '../cookies';
import { HttpError } from '../errors';
import { Messages } from '../messages';
import { parseInput } from '../validation';

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
    // A stale token cookie must not hide a valid session: that is the case renew exists for.
    const caller = await identifyCaller(ctx, request);
    const member = caller.member ?? (caller.driver === 'token' ? await sessionMember(ctx, request) : null);
    if (!member) throw new HttpError(401, ErrorCode.INVALID_OAUTH_TOKEN, Messages.INVALID_OAUTH_TOKEN);
    const token = await issueTokenPair(ctx.db, member.id, ctx.now());
    setTokenCookie(request, reply, token);
    return { data: token };
  });
}
