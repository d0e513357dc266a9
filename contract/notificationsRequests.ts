import { z } from 'zod/mini';
import { MISSION_PAGE_TYPES, PROFILE_BADGE_TYPES } from './notifications';

/** Requests of the notification popup and the profile badges (SPEC §7). */
export const MissionQuery = z.object({ type: z.enum(MISSION_PAGE_TYPES) });
export const BubbleReadRequest = z.object({ notification_id: z.coerce.number().check(z.int(), z.positive()) });
export const ProfileBadgeSeenRequest = z.object({ type: z.enum(PROFILE_BADGE_TYPES) });
