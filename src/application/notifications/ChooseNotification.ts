import { inject, injectable } from '../injection';
import type { AppNotification } from '../../domain/notifications/notification';
import { allowsNormalNotification, notificationPageType, type PageEntry } from '../../domain/notifications/pageType';
import { chooseNotification } from '../../domain/notifications/rules';
import { EntryNotificationSeed } from './EntryNotificationSeed';
import type { DeveloperLog, NotificationGateway } from './ports';
import { NOTIFICATION_TOKENS } from './tokens';

/**
 * On page entry (SPEC §4.2): which notification, if any, this page shows. Missions on shopping,
 * Q&A and guide pages; a member's normal one on shopping pages only; the mission wins. A failed
 * fetch is only logged (SPEC §8) and counts as nothing to show. The first entry takes the page
 * server's answer when it has one (`EntryNotificationSeed`).
 */
@injectable()
export class ChooseNotification {
  constructor(
    @inject(NOTIFICATION_TOKENS.NotificationGateway) private readonly gateway: NotificationGateway,
    @inject(NOTIFICATION_TOKENS.DeveloperLog) private readonly log: DeveloperLog,
    @inject(EntryNotificationSeed) private readonly seeded: EntryNotificationSeed,
  ) {}

  async execute({ pathname, signedIn }: PageEntry): Promise<AppNotification | null> {
    const answered = this.seeded.take({ pathname, signedIn });
    if (answered !== undefined) return answered;
    const type = notificationPageType(pathname);
    if (type === null) return null;
    const [mission, normal] = await Promise.all([
      this.quietly(() => this.gateway.mission(type)),
      signedIn && allowsNormalNotification(type) ? this.quietly(() => this.gateway.normal()) : Promise.resolve(null),
    ]);
    return chooseNotification(mission, normal);
  }

  private async quietly(fetch: () => Promise<AppNotification | null>): Promise<AppNotification | null> {
    try {
      return await fetch();
    } catch (error) {
      this.log.warn('notification fetch failed', error);
      return null;
    }
  }
}
