/** The events sent to our collector (contract/tracking EVENT_NAMES; the funnel reads page_view → order_paid). */
export type AnalyticsEventName =
  | 'page_view' | 'product_view' | 'add_to_cart' | 'checkout_start' | 'order_paid' | 'campaign_set' | 'tab_click'
  | 'coupon_popup_viewed' | 'coupon_popup_closed' | 'coupon_popup_clicked' | 'customer_service_click' | 'search_click' | 'search_convert';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** Epoch ms. */
  at: number;
  path: string;
  props: Record<string, string | number | boolean | null>;
}

/** SPEC §4.7, §9: a browsing session restarts after 30 minutes without activity. */
export const BROWSING_SESSION_TIMEOUT_MS = 30 * 60 * 1000;

export interface BrowsingSession {
  id: string;
  lastActiveAt: number;
}

/** The session an activity at `now` belongs to: the same one, touched, or a new one (`freshId`) after 30 idle minutes. */
export function continueSession(previous: BrowsingSession | null, now: number, freshId: string): BrowsingSession {
  if (previous && now - previous.lastActiveAt < BROWSING_SESSION_TIMEOUT_MS) return { id: previous.id, lastActiveAt: now };
  return { id: freshId, lastActiveAt: now };
}

const GROUP_BUY_PAGE = /^\/groupbuy\/(\d{1,9})(?:\/[^/]*)?$/;

/** A page shown: page_view, plus product_view on a group-buy page (SPEC §2.1 groupbuy/:groupbuyId). */
export function pageViewEvents(path: string, at: number, session: string): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [{ name: 'page_view', at, path, props: { session } }];
  const groupBuy = GROUP_BUY_PAGE.exec(path);
  if (groupBuy) events.push({ name: 'product_view', at, path, props: { session, groupbuy_id: Number(groupBuy[1]) } });
  return events;
}
