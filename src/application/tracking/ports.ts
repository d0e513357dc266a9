import type { AnalyticsEvent } from '../../domain/tracking/analyticsEvents';

/** Our own analytics collector (SPEC §7 analytics events): fire and forget, batched by the adapter. */
export interface Analytics {
  track(event: AnalyticsEvent): void;
}
