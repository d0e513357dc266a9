import type { AxiosInstance } from 'axios';
import { BubbleNotificationResponse, MissionNotificationResponse, ProfileBadgesResponse } from '../../../contract/notifications';
import type { NotificationGateway, ProfileBadgeGateway } from '../../application/notifications/ports';
import type { AppNotification, NotificationPageType } from '../../domain/notifications/notification';
import type { ProfileBadges, ProfileBadgeType } from '../../domain/notifications/profileBadges';
import { toBubbleNotification, toMissionNotification } from './notificationMappers';

/** The notification popup's calls (SPEC §7 mission-notification and bubble-notification). */
export class AxiosNotificationGateway implements NotificationGateway {
  constructor(private readonly http: AxiosInstance) {}

  async mission(type: NotificationPageType): Promise<AppNotification | null> {
    const body = MissionNotificationResponse.parse((await this.http.get('/v2/member/mission-notification', { params: { type } })).data).data;
    return body && toMissionNotification(body);
  }

  async normal(): Promise<AppNotification | null> {
    const body = BubbleNotificationResponse.parse((await this.http.get('/v2/member/bubble-notification')).data).data;
    return body && toBubbleNotification(body);
  }

  async markMissionRead(): Promise<void> {
    await this.http.post('/v1/member/mission-notification', {});
  }

  async markNormalRead(id: number): Promise<void> {
    await this.http.post('/v1/member/bubble-notification', { notification_id: id });
  }
}

/** The red-dot status calls (SPEC §7 profile-badges). */
export class AxiosProfileBadgeGateway implements ProfileBadgeGateway {
  constructor(private readonly http: AxiosInstance) {}

  async load(): Promise<ProfileBadges> {
    const body = ProfileBadgesResponse.parse((await this.http.get('/v1/member/profile-badges')).data);
    return { badges: body.data.map((b) => ({ type: b.type, isHighlight: b.is_highlight })), total: body.included.total_badge_number };
  }

  async markSeen(type: ProfileBadgeType): Promise<void> {
    await this.http.post('/v1/member/profile-badges', { type });
  }
}
