import type { NotificationPageType } from './notification';

/** A page entry (SPEC §4.2): the page the visitor entered, and whether they are signed in. */
export interface PageEntry { pathname: string; signedIn: boolean }

/** Shopping pages (SPEC §4.2): home, mall, item, group-buy, category, brand, featured, search, events. */
const SHOPPING = [
  /^\/$/, /^\/mall(\/|$)/, /^\/mall-menu$/, /^\/featured-products\//, /^\/market\/(?!preview\/)/, /^\/brand\//,
  /^\/groupbuy\/search$/, /^\/groupbuy\/category\//, /^\/groupbuy\/\d+(\/|$)/, /^\/event2?\/(?!.*\/preview$)/,
];
const QA = /^\/qa(\/(?!post$)|$)/;
const GUIDE = /^\/guide\/\d+$/;

/** Which notifications a page fetches: `ec` on shopping pages, `qa` on Q&A pages, `article` on guides, else none. */
export function notificationPageType(pathname: string): NotificationPageType | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SHOPPING.some((re) => re.test(path))) return 'ec';
  if (QA.test(path)) return 'qa';
  if (GUIDE.test(path)) return 'article';
  return null;
}

/** Normal (bubble) notifications are for shopping pages only (SPEC §4.2). */
export const allowsNormalNotification = (type: NotificationPageType): boolean => type === 'ec';
