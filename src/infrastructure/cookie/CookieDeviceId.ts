import { ANONYMOUS_ID, ANONYMOUS_ID_PATTERN } from '../../../contract/trackingIds';
import type { DeviceId } from '../../application/searchTracking/ports';
import { parseCookieHeader } from './cookieCodec';

/** The collector's anonymous_id cookie: document.cookie in the browser, the request's Cookie header on the page server. */
export class CookieDeviceId implements DeviceId {
  constructor(private readonly cookies: () => string | undefined) {}

  static ofDocument(doc: { cookie: string } | undefined = globalThis.document): CookieDeviceId {
    return new CookieDeviceId(() => doc?.cookie);
  }

  current(): string | null {
    const value = parseCookieHeader(this.cookies() ?? '').get(ANONYMOUS_ID);
    return value && ANONYMOUS_ID_PATTERN.test(value) ? value : null;
  }
}
