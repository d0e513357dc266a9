import { z } from 'zod/mini';

/** Page types a mission targets (SPEC §7 `type`). */
export const MISSION_PAGE_TYPES = ['qa', 'article', 'ec'] as const;
/** Notification kinds of the member badge (SPEC §3). */
export const PROFILE_BADGE_TYPES = ['coupon', 'cash', 'payment_unpaid', 'replenishment'] as const;

/** GET /v2/member/mission-notification: `link` is a path or an absolute url; timer and delay in seconds. */
export const MissionNotificationBody = z.object({
  message: z.string(), link: z.string(), title: z.string(), style: z.string(),
  timer: z.nullable(z.int()), delay: z.int(),
});
export type MissionNotificationBody = z.infer<typeof MissionNotificationBody>;

/** GET /v2/member/bubble-notification: the member's oldest unread one. */
export const BubbleNotificationBody = z.object({
  id: z.int(), message: z.string(), link: z.object({ path: z.string() }), title: z.string(), style: z.string(),
  timer: z.nullable(z.int()),
});
export type BubbleNotificationBody = z.infer<typeof BubbleNotificationBody>;

/** GET /v1/member/profile-badges. */
export const ProfileBadgeBody = z.object({ type: z.enum(PROFILE_BADGE_TYPES), is_highlight: z.boolean() });
export type ProfileBadgeBody = z.infer<typeof ProfileBadgeBody>;
export const ProfileBadgesResponse = z.object({
  data: z.array(ProfileBadgeBody),
  included: z.object({ total_badge_number: z.int() }),
});
export type ProfileBadgesResponse = z.infer<typeof ProfileBadgesResponse>;
