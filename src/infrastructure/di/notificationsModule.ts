import { ContainerModule } from 'inversify';
import { NOTIFICATION_TOKENS } from '../../application/notifications/tokens';
import { apiGateway } from './lazyGateway';

/** notifications: the popup's and the badges' gateways over the typed client (in process on the page server). */
export const notificationsModule = () => new ContainerModule(({ bind }) => {
  bind(NOTIFICATION_TOKENS.NotificationGateway).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiNotificationGateway')).ApiNotificationGateway(api))).inSingletonScope();
  bind(NOTIFICATION_TOKENS.ProfileBadgeGateway).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiProfileBadgeGateway')).ApiProfileBadgeGateway(api))).inSingletonScope();
});
