import type { NotificationGateway, ProfileBadgeGateway } from '../../application/notifications/ports';
import type { AppNotification, NotificationPageType } from '../../domain/notifications/notification';
import { PROFILE_BADGE_TYPES, type ProfileBadges, type ProfileBadgeType } from '../../domain/notifications/profileBadges';

/** The shop's notifications in memory: missions per page type, a member's normal ones, read marks. */
export class InMemoryNotificationGateway implements NotificationGateway {
  readonly missions = new Map<NotificationPageType, AppNotification>();
  normals: AppNotification[] = [];
  missionReads = 0;
  readonly normalReads: number[] = [];
  failing = false;
  private lastMission: NotificationPageType | null = null;

  async mission(type: NotificationPageType): Promise<AppNotification | null> {
    if (this.failing) throw new Error('service unavailable');
    this.lastMission = type;
    return this.missions.get(type) ?? null;
  }

  async normal(): Promise<AppNotification | null> {
    if (this.failing) throw new Error('service unavailable');
    return this.normals.find((n) => !this.normalReads.includes(n.id ?? -1)) ?? null;
  }

  async markMissionRead(): Promise<void> {
    this.missionReads += 1;
    if (this.lastMission) this.missions.delete(this.lastMission);
  }

  async markNormalRead(id: number): Promise<void> {
    this.normalReads.push(id);
  }
}

/** Red dots in memory: highlighted kinds until marked seen; counts how often the shop was asked. */
export class InMemoryProfileBadges implements ProfileBadgeGateway {
  readonly highlighted = new Set<ProfileBadgeType>();
  loads = 0;

  async load(): Promise<ProfileBadges> {
    this.loads += 1;
    return { badges: PROFILE_BADGE_TYPES.map((type) => ({ type, isHighlight: this.highlighted.has(type) })), total: this.highlighted.size };
  }

  async markSeen(type: ProfileBadgeType): Promise<void> {
    this.highlighted.delete(type);
  }
}
