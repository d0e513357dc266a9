import type { Analytics } from '../../application/tracking/ports';
import type { AnalyticsEvent } from '../../domain/tracking/analyticsEvents';

/** Keeps the tracked events, for tests and specs. */
export class InMemoryAnalytics implements Analytics {
  readonly events: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}
