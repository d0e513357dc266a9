import { ContainerModule } from 'inversify';
import { NOTIFICATION_TOKENS } from '../../application/notifications/tokens';
import { ConsoleDeveloperLog, DocumentPageVisibility } from '../browser/DocumentPageVisibility';
import type { ContainerOptions } from './ContainerOptions';
import { httpGateway } from './lazyGateway';

/** notifications: use cases and their adapters (browser and page server). */
export const notificationsModule = (_options: ContainerOptions) => new ContainerModule(({ bind }) => {
  bind(NOTIFICATION_TOKENS.NotificationGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosNotificationGateway')).AxiosNotificationGateway(http))).inSingletonScope();
  bind(NOTIFICATION_TOKENS.ProfileBadgeGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosNotificationGateway')).AxiosProfileBadgeGateway(http))).inSingletonScope();
  bind(NOTIFICATION_TOKENS.PageVisibility).toConstantValue(new DocumentPageVisibility());
  bind(NOTIFICATION_TOKENS.DeveloperLog).toConstantValue(new ConsoleDeveloperLog());
});
