import { NotificationEndpoints as E } from '../../../contract/endpoints/notifications';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { notFound } from '../../api/errors';
import { markBubbleRead, nextBubble } from './bubbles';
import { currentMission, markMissionRead } from './missions';

/** Mission and bubble notifications with read state per member (SPEC §4.2, §7). */
export const notificationHandlers = (ctx: AppContext): Handling[] => [
  // Anyone: a visitor gets the public mission of the page type, a member the next one not yet read.
  handle(E.mission, async ({ member }, { query }) => ok(await currentMission(ctx.db, query.type, member?.id ?? null, ctx.now()))),
  // No body: the mission last served to the member is read.
  handle(E.missionRead, async ({ member }) => {
    await markMissionRead(ctx.db, member.id, ctx.now());
    return ok(null);
  }),
  handle(E.bubble, async ({ member }) => ok(await nextBubble(ctx.db, member.id))),
  handle(E.bubbleRead, async ({ member }, { body }) => {
    if (!(await markBubbleRead(ctx.db, member.id, body.notification_id, ctx.now()))) return refuse(notFound());
    return ok(null);
  }),
];
