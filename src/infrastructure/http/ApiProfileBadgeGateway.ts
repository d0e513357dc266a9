import { ProfileBadgeEndpoints as E } from '../../../contract/endpoints/profileBadges';
import type { ProfileBadgeGateway } from '../../application/notifications/ports';
import type { ProfileBadges, ProfileBadgeType } from '../../domain/notifications/profileBadges';
import type { ApiClient } from './ApiClient';

/** The red-dot status calls (SPEC §7 profile-badges). */
export class ApiProfileBadgeGateway implements ProfileBadgeGateway {
  constructor(private readonly api: ApiClient) {}

  async load(): Promise<ProfileBadges> {
    const body = await this.api.call(E.badges);
    return { badges: body.data.map((b) => ({ type: b.type, isHighlight: b.is_highlight })), total: body.included.total_badge_number };
  }

  async markSeen(type: ProfileBadgeType): Promise<void> {
    await this.api.call(E.markSeen, { body: { type } });
  }
}
