import { CollectorPaths } from '../../../contract/trackingIds';
import type { ErrorReporter } from '../../application/shell/ports';

type Send = (url: string, body: string) => void;

const MAX_PER_PAGE = 20;

/** Keeps the scalar context values the collector accepts (SPEC §8 reports are small). */
function scalars(context: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(context).slice(0, 20)) {
    if (value === null || typeof value === 'number' || typeof value === 'boolean') out[key.slice(0, 40)] = value;
    else if (value !== undefined) out[key.slice(0, 40)] = String(value).slice(0, 200);
  }
  return out;
}

const defaultSend = (platform: string): Send => (url, body) => {
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json', platform } }).catch(() => undefined);
};

/**
 * SPEC §8 error reporting into our own collector (POST /v1/error-reports), besides the inner
 * reporter (the console). Plain fetch, not the API client, so a failing report never reports
 * itself; the same message and stack go once per page, and at most 20 per page.
 */
export class CollectorErrorReporter implements ErrorReporter {
  private readonly sent = new Set<string>();

  constructor(private readonly inner: ErrorReporter, private readonly send: Send = defaultSend('desktop'), private readonly path: () => string = () => globalThis.location?.pathname ?? '') {}

  report(error: unknown, context: Record<string, unknown> = {}): void {
    this.inner.report(error, context);
    const message = (error instanceof Error ? error.message : String(error)).trim().slice(0, 500) || 'unknown error';
    const stack = error instanceof Error ? (error.stack ?? '').slice(0, 4000) : '';
    const key = `${message}\n${stack}`;
    if (this.sent.has(key) || this.sent.size >= MAX_PER_PAGE) return;
    this.sent.add(key);
    this.send(CollectorPaths.ERROR_REPORTS, JSON.stringify({ message, stack, path: this.path().slice(0, 300), context: scalars(context) }));
  }
}
