import type { NotificationGateway, ProfileBadgeGateway } from '../../application/notifications/ports';
import { NotFoundError } from '../../domain/errors/clientErrors';
import type { AppNotification, NotificationPageType } from '../../domain/notifications/notification';
import { PROFILE_BADGE_TYPES, type ProfileBadges, type ProfileBadgeType } from '../../domain/notifications/profileBadges';

/** The shop's notifications in memory: missions per page type, a member's normal ones, read marks. */
export class InMemoryNotificationGateway implements NotificationGateway {
  readonly missions = new Map<NotificationPageType, AppNotification>();
  /** The member's notes in the order they arrived (the newest last). */
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
    // As the server: the newest unread note first.
    return [...this.normals].reverse().find((n) => !this.normalReads.includes(n.id ?? -1)) ?? null;
  }

  async markMissionRead(): Promise<void> {
    this.missionReads += 1;
    if (this.lastMission) this.missions.delete(this.lastMission);
  }

  async markNormalRead(id: number): Promise<void> {
    if (!this.normals.some((n) => n.id === id)) throw new NotFoundError();
    if (!this.normalReads.includes(id)) this.normalReads.push(id);
  }
}

/**
 * Red dots in memory: highlighted kinds until marked seen; counts how often the shop was asked.
 * The total counts the new things, as the server's does, not the lit kinds (a kind added to
 * `highlighted` alone counts one).
 */
export class InMemoryProfileBadges implements ProfileBadgeGateway {
  readonly highlighted = new Set<ProfileBadgeType>();
  private readonly fresh = new Map<ProfileBadgeType, number>();
  loads = 0;

  /** `count` new things of a kind arrived since its page was last seen. */
  arrive(type: ProfileBadgeType, count = 1): this {
    this.highlighted.add(type);
    this.fresh.set(type, (this.fresh.get(type) ?? 0) + count);
    return this;
  }

  async load(): Promise<ProfileBadges> {
    this.loads += 1;
    const total = [...this.highlighted].reduce((sum, type) => sum + (this.fresh.get(type) ?? 1), 0);
    return { badges: PROFILE_BADGE_TYPES.map((type) => ({ type, isHighlight: this.highlighted.has(type) })), total };
  }

  async markSeen(type: ProfileBadgeType): Promise<void> {
    this.highlighted.delete(type);
    this.fresh.delete(type);
  }
}
