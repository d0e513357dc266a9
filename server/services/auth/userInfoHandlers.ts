import { UserInfoEndpoints as E } from '../../../contract/endpoints/userinfo';
import type { AppContext } from '../../context';
import { clearedUtmCookie, utmCookie } from '../../api/cookies';
import { handle, ok, type Handling } from '../../api/handler';
import { trackCampaignSet } from '../tracking/campaign';
import { savedUtm, userInfoOf, utmQueryString } from './userInfo';

/**
 * GET /api/userinfo: the user meta of SPEC §3, every field present; campaign params in the query are
 * saved in the utm cookie (a change is a campaign_set event). DELETE …/utm forgets the campaign.
 */
export const userInfoHandlers = (ctx: AppContext): Handling[] => [
  handle(E.userInfo, async ({ member, driver, request }, { query }) => {
    const utm = utmQueryString(query);
    const saved = savedUtm(request.cookies);
    if (utm !== null && utm !== saved) await trackCampaignSet(ctx, request, utm, member?.id ?? null);
    const userAgent = request.headers['user-agent'] ?? '';
    // A `caller` endpoint always knows the driver; a visitor without credentials is on the session one.
    const info = await userInfoOf(ctx, { member, driver: driver === 'token' ? 'token' : 'session', userAgent, utm: utm ?? saved });
    return ok(info, utm === null ? {} : { cookies: [utmCookie(request.protocol, utm)] });
  }),
  handle(E.clearUtm, async ({ request }) => ok({ utm_query_string: null }, { cookies: [clearedUtmCookie(request.protocol)] })),
];
