import { ContainerModule } from 'inversify';
import { NOTIFICATION_TOKENS } from '../../application/notifications/tokens';
import { httpGateway } from './lazyGateway';

/** notifications: the notification and badge gateways (browser and page server). */
export const notificationsModule = () => new ContainerModule(({ bind }) => {
  bind(NOTIFICATION_TOKENS.NotificationGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosNotificationGateway')).AxiosNotificationGateway(http))).inSingletonScope();
  bind(NOTIFICATION_TOKENS.ProfileBadgeGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosNotificationGateway')).AxiosProfileBadgeGateway(http))).inSingletonScope();
});
