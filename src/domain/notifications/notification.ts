/** SPEC §3 Notification: a mission (a task the shop offers) or a normal (bubble) one for the member. */
export type NotificationType = 'mission' | 'normal';

/** The page types a mission targets (the `type` query of the mission call, SPEC §7). */
export type NotificationPageType = 'ec' | 'qa' | 'article';

export interface AppNotification {
  /** A bubble notification's id; a mission has none (the shop knows which one it served). */
  id: number | null;
  notificationType: NotificationType;
  title: string;
  message: string;
  /** An in-site path (`/member/coupon`) or an absolute url. */
  link: string;
  /** The look the shop asks for (e.g. `pink`, `gift`); unknown styles fall back to the default card. */
  style: string;
  /** Seconds on screen before it closes by itself; null = stays until closed. */
  timer: number | null;
  /** Seconds to wait before showing it (SPEC §4.2: 0 by default). */
  delay: number;
}

/** SPEC §9: the notification timer ticks every second. */
export const NOTIFICATION_TICK_MS = 1000;

/** SPEC §9: below 75% of the screen height (a keyboard is up) the popup hides. */
export const SMALL_VIEWPORT_RATIO = 0.75;

/** The sign-up link's path: a click opens the login dialog instead of navigating (SPEC §4.2). */
export const SIGN_UP_PATH = '/signup';
