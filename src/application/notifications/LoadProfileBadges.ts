import { inject, injectable } from '../injection';
import { PROFILE_BADGE_CACHE_MS, type ProfileBadges } from '../../domain/notifications/profileBadges';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import type { ProfileBadgeGateway } from './ports';
import { NOTIFICATION_TOKENS } from './tokens';

/** The red-dot status of the member pages, asked of the shop at most every 30 seconds (SPEC §7, §9). */
@injectable()
export class LoadProfileBadges {
  private cached: { badges: ProfileBadges; at: number } | null = null;

  constructor(
    @inject(NOTIFICATION_TOKENS.ProfileBadgeGateway) private readonly gateway: ProfileBadgeGateway,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<ProfileBadges> {
    const now = this.clock.now();
    if (this.cached && now - this.cached.at < PROFILE_BADGE_CACHE_MS) return this.cached.badges;
    const badges = await this.gateway.load();
    this.cached = { badges, at: now };
    return badges;
  }

  /** What the member has just seen is no longer news. */
  forget(): void {
    this.cached = null;
  }
}
