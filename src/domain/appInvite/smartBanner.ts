import { SMART_BANNER_COOLDOWN_MS, SMART_BANNER_RATING_COUNT } from '../constants';
import type { Platform } from '../user/UserMeta';
import { isMobilePlatform } from '../user/platform';

/** SPEC §3 "Smart banner". */
export interface SmartBanner {
  title: string;
  actionText: string;
  link: string;
  ratingAmount: number;
}

/** The app landing page: it sends each phone to its store. */
export const APP_LANDING_PATH = '/app';

export const SMART_BANNER_COPY = {
  qa: { title: '下載 App 追蹤討論再送 $ 100', actionText: '點我領券' },
  shop: { title: '首載 App 現領 $ 100 折價券', actionText: '點我領券' },
} as const;

export interface SmartBannerContext {
  platform: Platform;
  inApp: boolean;
  signedIn: boolean;
  hasInstalledApp: boolean | null;
  /** When the shopper last closed the banner, or null. */
  closedAt: number | null;
  now: number;
}

/** SPEC §4.6: mobile web, unless signed in with the app installed; a close holds for 2 days. */
export function shouldShowSmartBanner(context: SmartBannerContext): boolean {
  if (!isMobilePlatform(context.platform) || context.inApp) return false;
  if (context.signedIn && context.hasInstalledApp === true) return false;
  return context.closedAt === null || context.now - context.closedAt >= SMART_BANNER_COOLDOWN_MS;
}

export const isQaPath = (path: string): boolean => path === '/qa' || path.startsWith('/qa/') || path.startsWith('/qa?');

/** The banner for a path: Q&A paths invite to follow discussions, the others offer the coupon. */
export function smartBannerFor(path: string): SmartBanner {
  const copy = isQaPath(path) ? SMART_BANNER_COPY.qa : SMART_BANNER_COPY.shop;
  return { ...copy, link: APP_LANDING_PATH, ratingAmount: SMART_BANNER_RATING_COUNT };
}
