import { Cookie } from '../../../contract/common';
import type { UserInfo } from '../../../contract/userinfo';
import { UtmQuery } from '../../../contract/userinfoRequests';
import { detectWebServerKind, isAppKind, parseAppMarker } from '../../../src/domain/platform/webServerKind';
import type { AppContext } from '../../context';
import type { Member } from '../../db/schema';
import { memberBadgeCount } from '../member/badge';
import { cartLineCount } from '../purchase/cart';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** Only known campaign keys with non-empty values, in a fixed order: the cookie's canonical form. */
export function utmQueryString(values: Partial<Record<(typeof UTM_KEYS)[number], string>>): string | null {
  const params = new URLSearchParams();
  for (const key of UTM_KEYS) if (values[key]) params.set(key, values[key]!);
  const text = params.toString();
  return text === '' ? null : text;
}

/** The campaign the visitor's utm cookie holds, in its canonical form; null when none or invalid. */
export function savedUtm(cookies: Record<string, string | undefined>): string | null {
  const raw = cookies[Cookie.UTM];
  if (!raw) return null;
  const parsed = UtmQuery.safeParse(Object.fromEntries(new URLSearchParams(raw)));
  return parsed.success ? utmQueryString(parsed.data) : null;
}

export interface UserInfoInput {
  member: Member | null;
  driver: 'token' | 'session';
  userAgent: string;
  /** The campaign to report: the one just set, else the saved one. */
  utm: string | null;
}

/** The user meta of SPEC §3 for one caller, every field present (GET /api/userinfo, and the page server in process). */
export async function userInfoOf(ctx: Pick<AppContext, 'db' | 'config' | 'now'>, { member, driver, userAgent, utm }: UserInfoInput): Promise<UserInfo> {
  const kind = detectWebServerKind(userAgent);
  const fromApp = isAppKind(kind);
  return {
    show_login: !member && !fromApp,
    signed_in: member !== null,
    signedIn: member !== null,
    from_app: fromApp,
    platform: kind,
    app_version: parseAppMarker(userAgent)?.version ?? null,
    // The apps' userinfo shape keeps the analytics keys; the shop loads no tag, so they are always null.
    amplitude_key: null,
    gtm_key: null,
    id: member?.id ?? null,
    email: member?.email ?? null,
    nickname: member?.nickname ?? null,
    utm_query_string: utm,
    tracking_number: null,
    has_installed_app: member ? member.has_installed_app === 1 : null,
    facebook_pixel_id: null,
    facebook_pixel_id2: null,
    auth_driver: driver,
    // Lines in the cart (one per option), the same count as GET /v2/shoppingcart/count.
    cart_count: member ? await cartLineCount(ctx.db, member.id) : 0,
    // The member tab's badge: orders waiting for payment and coupons about to run out.
    notification_count: member ? await memberBadgeCount(ctx.db, member.id, ctx.now()) : 0,
  };
}
