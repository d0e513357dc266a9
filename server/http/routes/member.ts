import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireMember } from '../authContext';

/** GET /v2/member/me: the signed-in member's basics; the member area builds on it. */
export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v2/member/me', async (request) => {
    const member = await requireMember(ctx, request);
    return {
      data: {
        id: member.id,
        email: member.email,
        nickname: member.nickname,
        email_verified: member.email_verified_at !== null,
        has_password: member.password_hash !== null,
      },
    };
  });
}
