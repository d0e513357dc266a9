import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { ProfileBadgesResponse } from '../notifications';
import { ProfileBadgeSeenRequest } from '../notificationsRequests';

/** The member pages' red dots (SPEC §7 profile-badges): the member's own only. */
export const ProfileBadgeEndpoints = {
  badges: endpoint({
    method: 'GET', path: '/v1/member/profile-badges', summary: '會員頁紅點 (另有 included.total_badge_number)', access: 'member',
    envelope: ProfileBadgesResponse,
  }),
  markSeen: endpoint({
    method: 'POST', path: '/v1/member/profile-badges', summary: '會員頁紅點標為已看', access: 'member',
    body: ProfileBadgeSeenRequest, response: z.null(),
  }),
};
