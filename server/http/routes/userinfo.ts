import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Cookie } from '../../../contract/common';
import { type UserInfo } from '../../../contract/userinfo';
import { UtmQuery } from '../../../contract/userinfoRequests';
import { detectWebServerKind, isAppKind, parseAppMarker } from '../../../src/domain/platform/webServerKind';
import type { AppContext } from '../../context';
import { identifyCaller } from '../authContext';
import { cartLineCount } from '../../services/purchase/cart';
import { memberBadgeCount } from '../../services/member/badge';
import { trackCampaignSet } from '../../services/tracking/campaign';
import { clearUtmCookie, setUtmCookie } from '../cookies';
import { parseInput } from '../validation';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** Only known campaign keys with non-empty values, in a fixed order: the cookie's canonical form. */
function utmQueryString(values: Partial<Record<(typeof UTM_KEYS)[number], string>>): string | null {
  const params = new URLSearchParams();
  for (const key of UTM_KEYS) if (values[key]) params.set(key, values[key]!);
  const text = params.toString();
  return text === '' ? null : text;
}

function savedUtm(request: FastifyRequest): string | null {
  const raw = request.cookies[Cookie.UTM];
  if (!raw) return null;
  const parsed = UtmQuery.safeParse(Object.fromEntries(new URLSearchParams(raw)));
  return parsed.success ? utmQueryString(parsed.data) : null;
}

/** GET /api/userinfo: the user meta of SPEC §3, every field present; DELETE …/utm forgets the campaign. */
export function userInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/userinfo', async (request, reply): Promise<{ data: UserInfo }> => {
    const utm = utmQueryString(parseInput(UtmQuery, request.query ?? {}));
    if (utm !== null) setUtmCookie(request, reply, utm);
    const userAgent = request.headers['user-agent'] ?? '';
    const kind = detectWebServerKind(userAgent);
    const fromApp = isAppKind(kind);
    const caller = await identifyCaller(ctx, request);
    const member = caller.member;
    if (utm !== null && utm !== savedUtm(request)) await trackCampaignSet(ctx, request, utm, member?.id ?? null);
    const { analytics } = ctx.config;
    return {
      data: {
        show_login: !member && !fromApp,
        signed_in: member !== null,
        signedIn: member !== null,
        from_app: fromApp,
        platform: kind,
        app_version: parseAppMarker(userAgent)?.version ?? null,
        amplitude_key: analytics.amplitudeKey,
        gtm_key: analytics.gtmKey,
        id: member?.id ?? null,
        email: member?.email ?? null,
        nickname: member?.nickname ?? null,
        utm_query_string: utm ?? savedUtm(request),
        tracking_number: analytics.trackingNumber,
        has_installed_app: member ? member.has_installed_app === 1 : null,
        facebook_pixel_id: analytics.facebookPixelId,
        facebook_pixel_id2: analytics.facebookPixelId2,
        auth_driver: caller.driver,
        // Lines in the cart (one per option), the same count as GET /v2/shoppingcart/count.
        cart_count: member ? await cartLineCount(ctx.db, member.id) : 0,
        // The member tab's badge: orders waiting for payment and coupons about to run out.
        notification_count: member ? await memberBadgeCount(ctx.db, member.id, ctx.now()) : 0,
      },
    };
  });

  app.delete('/api/userinfo/utm', async (request, reply) => {
    clearUtmCookie(request, reply);
    return { data: { utm_query_string: null } };
  });
}
