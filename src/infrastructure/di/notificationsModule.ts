import { ContainerModule, type Newable } from 'inversify';
import { NOTIFICATION_TOKENS } from '../../application/notifications/tokens';
import { ConsoleDeveloperLog, DocumentPageVisibility, ManualPageVisibility, RecordingDeveloperLog } from '../browser/DocumentPageVisibility';
import { InMemoryNotificationGateway, InMemoryProfileBadges } from '../memory/InMemoryNotifications';
import type { ContainerOptions } from './ContainerOptions';
import { httpGateway } from './lazyGateway';

/** notifications: use cases and their adapters (browser and page server). */
export const notificationsModule = (_options: ContainerOptions) => new ContainerModule(({ bind }) => {
  bind(NOTIFICATION_TOKENS.NotificationGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosNotificationGateway')).AxiosNotificationGateway(http))).inSingletonScope();
  bind(NOTIFICATION_TOKENS.ProfileBadgeGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosNotificationGateway')).AxiosProfileBadgeGateway(http))).inSingletonScope();
  bind(NOTIFICATION_TOKENS.PageVisibility).toConstantValue(new DocumentPageVisibility());
  bind(NOTIFICATION_TOKENS.DeveloperLog).toConstantValue(new ConsoleDeveloperLog());
});

/** Tests and specs: the same use cases over fakes, each bound to its port and to its own class. */
export const notificationsTestModule = () => new ContainerModule(({ bind }) => {
  const both = <T extends object>(port: symbol, instance: T) => {
    bind(instance.constructor as Newable<T>).toConstantValue(instance);
    bind(port).toConstantValue(instance);
  };
  both(NOTIFICATION_TOKENS.NotificationGateway, new InMemoryNotificationGateway());
  both(NOTIFICATION_TOKENS.ProfileBadgeGateway, new InMemoryProfileBadges());
  both(NOTIFICATION_TOKENS.PageVisibility, new ManualPageVisibility());
  both(NOTIFICATION_TOKENS.DeveloperLog, new RecordingDeveloperLog());
});
