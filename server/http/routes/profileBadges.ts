import type { FastifyInstance } from 'fastify';
import type { ProfileBadgesResponse } from '../../../contract/notifications';
import { ProfileBadgeSeenRequest } from '../../../contract/notificationsRequests';
import type { AppContext } from '../../context';
import { markProfileBadgeSeen, profileBadges } from '../../services/notifications/profileBadges';
import { requireMember } from '../authContext';
import { parseInput } from '../validation';

/** Profile badges: the red-dot status per member and type (SPEC §7); the member's own only. */
export function profileBadgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/member/profile-badges', async (request, reply): Promise<ProfileBadgesResponse> => {
    const member = await requireMember(ctx, request);
    reply.header('cache-control', 'no-store');
    return profileBadges(ctx.db, member.id);
  });

  app.post('/v1/member/profile-badges', async (request) => {
    const member = await requireMember(ctx, request);
    const { type } = parseInput(ProfileBadgeSeenRequest, request.body);
    await markProfileBadgeSeen(ctx.db, member.id, type, ctx.now());
    return { data: null };
  });
}
