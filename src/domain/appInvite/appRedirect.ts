import type { Platform } from '../user/UserMeta';

/**
 * Where the app link points. The web link goes to the dynamic-link host, which opens the app
 * or its store; the deep link uses the app's custom scheme. Configure both here.
 */
export const APP_LINK_CONFIG = {
  dynamicLinkHost: 'https://jiutuan.page.link',
  deepLinkScheme: 'jiutuan://',
} as const;

const SOCIAL_REFERRERS = /(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|line\.me|threads\.net|twitter\.com|x\.com|t\.co)$/i;
/** LINE, Facebook (FBAN/FBAV/FB_IAB) and Instagram mark their in-app browsers in the user agent. */
const MESSAGING_IN_APP_BROWSER = /\bLine\/|\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bInstagram\b/i;

const hostOf = (referrer: string): string | null => {
  try {
    return new URL(referrer).hostname;
  } catch {
    return null;
  }
};

export const isSocialReferrer = (referrer: string): boolean => {
  const host = hostOf(referrer);
  return host !== null && SOCIAL_REFERRERS.test(host);
};

export const isMessagingInAppBrowser = (userAgent: string): boolean => MESSAGING_IN_APP_BROWSER.test(userAgent);

/** SPEC §4.6: on iOS web, a visit from a social network or inside a messaging app goes to the app. */
export function shouldRedirectToApp(platform: Platform, userAgent: string, referrer: string): boolean {
  if (platform !== 'ios.web' && platform !== 'ios') return false;
  return isSocialReferrer(referrer) || isMessagingInAppBrowser(userAgent);
}

export interface AppLinkInput {
  origin: string;
  /** The page's path and query, kept so the app opens the same page. */
  fullPath: string;
  utm: Readonly<Record<string, string>>;
  deviceId: string;
  entranceSendId: string;
}

/** The dynamic link: the page as the app's deep link, with utm, device id and entrance send id. */
export function appLink({ origin, fullPath, utm, deviceId, entranceSendId }: AppLinkInput): string {
  const tracking = { ...utm, device_id: deviceId, entrance_send_id: entranceSendId };
  const deepLink = new URL(fullPath, origin);
  for (const [key, value] of Object.entries(tracking)) deepLink.searchParams.set(key, value);
  const link = new URL(APP_LINK_CONFIG.dynamicLinkHost);
  link.searchParams.set('link', deepLink.toString());
  link.searchParams.set('deeplink', `${APP_LINK_CONFIG.deepLinkScheme}open${fullPath.startsWith('/') ? fullPath : `/${fullPath}`}`);
  for (const [key, value] of Object.entries(tracking)) link.searchParams.set(key, value);
  return link.toString();
}

/** The utm_* parameters of a query string. */
export function utmParams(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries([...params.entries()].filter(([key]) => key.startsWith('utm_')));
}

/**
 * Our decision: redirect at most once a day, so a shopper whom the app link sends back to the web
 * (no app, or they chose the browser) is not bounced again in a loop.
 */
export const APP_REDIRECT_GUARD_MS = 24 * 60 * 60 * 1000;

export const redirectAllowed = (lastRedirectAt: number | null, now: number): boolean =>
  lastRedirectAt === null || now - lastRedirectAt >= APP_REDIRECT_GUARD_MS;
