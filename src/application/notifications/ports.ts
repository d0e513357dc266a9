import type { AppNotification, NotificationPageType } from '../../domain/notifications/notification';
import type { ProfileBadges, ProfileBadgeType } from '../../domain/notifications/profileBadges';

/** The shop's notification calls (SPEC §7). Failures are thrown; the use cases decide what they mean. */
export interface NotificationGateway {
  mission(type: NotificationPageType): Promise<AppNotification | null>;
  /** Signed in only: the member's next unread bubble notification. */
  normal(): Promise<AppNotification | null>;
  /** Signed in only: the mission last served to the member is read. */
  markMissionRead(): Promise<void>;
  markNormalRead(id: number): Promise<void>;
}

/** Whether the tab is visible (document.visibilityState in the browser). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls listener on every change; returns an unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** Where a failure that only matters to developers goes (the console in the browser, SPEC §8). */
export interface DeveloperLog {
  warn(message: string, error: unknown): void;
}

/** The red-dot status of the member pages (SPEC §7 profile badges). */
export interface ProfileBadgeGateway {
  load(): Promise<ProfileBadges>;
  markSeen(type: ProfileBadgeType): Promise<void>;
}
