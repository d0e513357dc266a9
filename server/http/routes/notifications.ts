import type { FastifyInstance } from 'fastify';
import type { BubbleNotificationBody, MissionNotificationBody } from '../../../contract/notifications';
import { BubbleReadRequest, MissionQuery } from '../../../contract/notificationsRequests';
import type { AppContext } from '../../context';
import { markBubbleRead, nextBubble } from '../../services/notifications/bubbles';
import { currentMission, markMissionRead } from '../../services/notifications/missions';
import { identifyCaller, requireMember } from '../authContext';
import { notFound } from '../errors';
import { parseInput } from '../validation';

/** Notifications: mission and bubble notifications with read state per member (SPEC §4.2, §7). */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anyone: a visitor gets the public mission of the page type, a member the next one not yet read.
  app.get('/v2/member/mission-notification', async (request): Promise<{ data: MissionNotificationBody | null }> => {
    const { type } = parseInput(MissionQuery, request.query);
    const caller = await identifyCaller(ctx, request);
    return { data: await currentMission(ctx.db, type, caller.member?.id ?? null, ctx.now()) };
  });

  // Signed in only (SPEC §6); no body: the mission last served to the member is read.
  app.post('/v1/member/mission-notification', async (request) => {
    const member = await requireMember(ctx, request);
    await markMissionRead(ctx.db, member.id, ctx.now());
    return { data: null };
  });

  app.get('/v2/member/bubble-notification', async (request): Promise<{ data: BubbleNotificationBody | null }> => {
    const member = await requireMember(ctx, request);
    return { data: await nextBubble(ctx.db, member.id) };
  });

  app.post('/v1/member/bubble-notification', async (request) => {
    const member = await requireMember(ctx, request);
    const { notification_id } = parseInput(BubbleReadRequest, request.body);
    if (!(await markBubbleRead(ctx.db, member.id, notification_id, ctx.now()))) throw notFound();
    return { data: null };
  });
}
