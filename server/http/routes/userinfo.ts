import type { FastifyInstance } from 'fastify';
import { type UserInfo } from '../../../contract/userinfo';
import { UtmQuery } from '../../../contract/userinfoRequests';
import type { AppContext } from '../../context';
import { identifyCaller } from '../authContext';
import { savedUtm, userInfoOf, utmQueryString } from '../../services/auth/userInfo';
import { trackCampaignSet } from '../../services/tracking/campaign';
import { clearUtmCookie, setUtmCookie } from '../cookies';
import { parseInput } from '../validation';

/** GET /api/userinfo: the user meta of SPEC §3, every field present; DELETE …/utm forgets the campaign. */
export function userInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/userinfo', async (request, reply): Promise<{ data: UserInfo }> => {
    const utm = utmQueryString(parseInput(UtmQuery, request.query ?? {}));
    if (utm !== null) setUtmCookie(request, reply, utm);
    const caller = await identifyCaller(ctx, request);
    const member = caller.member;
    if (utm !== null && utm !== savedUtm(request.cookies)) await trackCampaignSet(ctx, request, utm, member?.id ?? null);
    const userAgent = request.headers['user-agent'] ?? '';
    return { data: await userInfoOf(ctx, { member, driver: caller.driver, userAgent, utm: utm ?? savedUtm(request.cookies) }) };
  });

  app.delete('/api/userinfo/utm', async (request, reply) => {
    clearUtmCookie(request, reply);
    return { data: { utm_query_string: null } };
  });
}
