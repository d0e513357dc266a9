import { NotificationEndpoints as E } from '../../../contract/endpoints/notifications';
import type { NotificationGateway } from '../../application/notifications/ports';
import type { AppNotification, NotificationPageType } from '../../domain/notifications/notification';
import type { ApiClient } from './ApiClient';
import { toBubbleNotification, toMissionNotification } from './notificationMappers';

/** The notification popup's calls (SPEC §7 mission-notification and bubble-notification). */
export class ApiNotificationGateway implements NotificationGateway {
  constructor(private readonly api: ApiClient) {}

  async mission(type: NotificationPageType): Promise<AppNotification | null> {
    const body = await this.api.call(E.mission, { query: { type } });
    return body && toMissionNotification(body);
  }

  async normal(): Promise<AppNotification | null> {
    const body = await this.api.call(E.bubble);
    return body && toBubbleNotification(body);
  }

  async markMissionRead(): Promise<void> {
    await this.api.call(E.missionRead);
  }

  async markNormalRead(id: number): Promise<void> {
    await this.api.call(E.bubbleRead, { body: { notification_id: id } });
  }
}
