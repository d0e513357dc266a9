import { ProfileBadgeEndpoints as E } from '../../../contract/endpoints/profileBadges';
import type { AppContext } from '../../context';
import { handle, ok, type Handling } from '../../api/handler';
import { markProfileBadgeSeen, profileBadges } from './profileBadges';

/** Profile badges: the red-dot status per member and type (SPEC §7); the member's own only. */
export const profileBadgeHandlers = (ctx: AppContext): Handling[] => [
  // The whole body: the badges in `data`, their total in `included`.
  handle(E.badges, async ({ member }) => ok(await profileBadges(ctx.db, member.id))),
  handle(E.markSeen, async ({ member }, { body }) => {
    await markProfileBadgeSeen(ctx.db, member.id, body.type, ctx.now());
    return ok(null);
  }),
];
