import { CollectorPaths } from '../../../contract/trackingIds';
import type { Analytics } from '../../application/tracking/ports';
import type { AnalyticsEvent } from '../../domain/tracking/analyticsEvents';

type Send = (body: string) => void;

const BATCH_MAX = 50;
const FLUSH_AFTER_MS = 2000;

const keepaliveFetch = (platform: string): Send => (body) => {
  void fetch(CollectorPaths.EVENTS, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json', platform } }).catch(() => undefined);
};

/**
 * Batches events to POST /v1/events: 50 at a time, 2 s after the first, and at once when the page
 * is hidden. Sent with fetch keepalive — the beacon of our API: sendBeacon cannot carry the
 * platform header the CSRF check wants, keepalive can and outlives the page the same way (why this
 * is no call of the typed client, whose axios sends over XHR in the browser). The path is the declared one.
 */
export class CollectorAnalytics implements Analytics {
  private queue: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly send: Send = keepaliveFetch('desktop'), target: Pick<Window, 'addEventListener'> | undefined = globalThis.window) {
    target?.addEventListener('pagehide', () => this.flush());
    target?.addEventListener('visibilitychange', () => {
      if (globalThis.document?.visibilityState === 'hidden') this.flush();
    });
  }

  track(event: AnalyticsEvent): void {
    this.queue.push(event);
    if (this.queue.length >= BATCH_MAX) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0) this.send(JSON.stringify({ events: this.queue.splice(0, BATCH_MAX) }));
  }
}

/** The page server sends nothing: the browser reports what it shows. */
export class SilentAnalytics implements Analytics {
  track(): void {}
}
