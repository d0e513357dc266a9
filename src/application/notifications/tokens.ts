import { token } from '../tokens';
import type { DeveloperLog, NotificationGateway, PageVisibility, ProfileBadgeGateway } from './ports';

/** DI symbols of the notification ports. */
export const NOTIFICATION_TOKENS = {
  NotificationGateway: token<NotificationGateway>('NotificationGateway'),
  PageVisibility: token<PageVisibility>('PageVisibility'),
  DeveloperLog: token<DeveloperLog>('DeveloperLog'),
  ProfileBadgeGateway: token<ProfileBadgeGateway>('ProfileBadgeGateway'),
} as const;
