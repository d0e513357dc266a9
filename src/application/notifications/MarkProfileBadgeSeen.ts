import { inject, injectable } from '../injection';
import { badgeTypeOfPage } from '../../domain/notifications/profileBadges';
import { LoadProfileBadges } from './LoadProfileBadges';
import type { ProfileBadgeGateway } from './ports';
import { NOTIFICATION_TOKENS } from './tokens';

/** Opening a member page marks its kind seen (SPEC §7 POST profile-badges); returns whether one was marked. */
@injectable()
export class MarkProfileBadgeSeen {
  constructor(
    @inject(NOTIFICATION_TOKENS.ProfileBadgeGateway) private readonly gateway: ProfileBadgeGateway,
    @inject(LoadProfileBadges) private readonly badges: LoadProfileBadges,
  ) {}

  async execute(pathname: string): Promise<boolean> {
    const type = badgeTypeOfPage(pathname);
    if (type === null) return false;
    await this.gateway.markSeen(type);
    this.badges.forget();
    return true;
  }
}
