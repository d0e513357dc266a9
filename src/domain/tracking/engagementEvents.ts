import type { AnalyticsEvent } from './analyticsEvents';

/** The shopper's clicks SPEC §7 lists as analytics events (beside page views and the funnel). */
export type Engagement =
  | { kind: 'tab-click'; tab: string }
  | { kind: 'customer-service-click'; channel: 'app' | 'web' }
  | { kind: 'coupon-popup'; action: CouponPopupAction; placement: string };

export type CouponPopupAction = 'viewed' | 'closed' | 'clicked';

const COUPON_EVENT = { viewed: 'coupon_popup_viewed', closed: 'coupon_popup_closed', clicked: 'coupon_popup_clicked' } as const;

/** The collector's event for one engagement on the page at `path`. */
export function engagementEvent(engagement: Engagement, at: number, path: string): AnalyticsEvent {
  switch (engagement.kind) {
    case 'tab-click':
      return { name: 'tab_click', at, path, props: { tab: engagement.tab } };
    case 'customer-service-click':
      return { name: 'customer_service_click', at, path, props: { channel: engagement.channel } };
    case 'coupon-popup':
      return { name: COUPON_EVENT[engagement.action], at, path, props: { placement: engagement.placement } };
  }
}
