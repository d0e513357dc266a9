/** SPEC §3 notification kinds of the member badge; each is a red dot on a member page. */
export const PROFILE_BADGE_TYPES = ['coupon', 'cash', 'payment_unpaid', 'replenishment'] as const;
export type ProfileBadgeType = (typeof PROFILE_BADGE_TYPES)[number];

export interface ProfileBadge { type: ProfileBadgeType; isHighlight: boolean }
export interface ProfileBadges { badges: ProfileBadge[]; total: number }

/** SPEC §9: the badge status is cached for 30 seconds. */
export const PROFILE_BADGE_CACHE_MS = 30_000;

/** The member page where each kind's news lives: opening it marks the kind seen. */
export const PROFILE_BADGE_PAGES: Record<ProfileBadgeType, string> = {
  coupon: '/member/coupon',
  cash: '/member/cash',
  payment_unpaid: '/member/orders',
  replenishment: '/member/wish-list',
};

/** The kind a member page shows: its own page, or the unpaid order list for payment_unpaid. */
export const badgeTypeOfPage = (path: string): ProfileBadgeType | null =>
  path === '/member/order/unpaid' ? 'payment_unpaid' : PROFILE_BADGE_TYPES.find((type) => PROFILE_BADGE_PAGES[type] === path) ?? null;

export const isHighlighted = (badges: ProfileBadges | null, type: ProfileBadgeType): boolean =>
  badges?.badges.some((b) => b.type === type && b.isHighlight) ?? false;

/** SPEC §6: the red-dot status is for signed-in members outside the app only. */
export const showsProfileBadges = (viewer: { signedIn: boolean; inApp: boolean }): boolean => viewer.signedIn && !viewer.inApp;
