import type { Dependency } from '../../application/injection';
import { APP_BRIDGE_TOKENS } from '../../application/appBridge/tokens';
import { CHECKOUT_TOKENS } from '../../application/checkout/tokens';
import { NOTIFICATION_TOKENS } from '../../application/notifications/tokens';
import { PAGE_BEHAVIOUR_TOKENS } from '../../application/pageBehaviour/tokens';
import { SEARCH_TRACKING_TOKENS } from '../../application/searchTracking/tokens';
import { TRACKING_TOKENS } from '../../application/tracking/tokens';
import { ConsoleDeveloperLog, DocumentPageVisibility } from '../browser/DocumentPageVisibility';
import { IntersectionViewport } from '../browser/IntersectionViewport';
import { NavigatorConnectionInfo } from '../browser/NavigatorConnectionInfo';
import { RandomIdempotencyKeys } from '../browser/RandomIdempotencyKeys';
import { WindowNetworkStatus } from '../browser/WindowNetworkStatus';
import { WindowPageReloader } from '../browser/WindowPageReloader';
import { SystemClock } from '../clock/SystemClock';
import { CookieDeviceId } from '../cookie/CookieDeviceId';
import { DocumentCookieTokenStore } from '../cookie/DocumentCookieTokenStore';
import { browserAppBridge } from '../native-bridge/browserAppBridge';
import { CollectorErrorReporter } from '../reporting/CollectorErrorReporter';
import { ConsoleErrorReporter } from '../reporting/ConsoleErrorReporter';
import { LocalStorageKeyValueStore } from '../storage/LocalStorageKeyValueStore';
import { SystemScheduler } from '../timers/SystemScheduler';
import { CollectorAnalytics } from '../tracking/CollectorAnalytics';
import { TOKENS } from './tokens';

/**
 * The adapters that answer at once (cookies, storage, clock, window, the app bridge): one per
 * container, made on first request. Every other port is a gateway whose adapter loads on its first
 * call. Plain functions, no DI library: the browser's first paint takes them from here too.
 */
export type RuntimeAdapters = ReadonlyMap<Dependency, () => unknown>;

export const table = (entries: [Dependency, () => unknown][]): RuntimeAdapters =>
  new Map(
    entries.map(([id, make]) => {
      let made: { value: unknown } | undefined;
      return [id, () => (made ??= { value: make() }).value];
    }),
  );

/** The browser tab's: the HttpOnly cookie via the server, localStorage, window events, the app's webview. */
export const browserAdapters = (): RuntimeAdapters =>
  table([
    [TOKENS.TokenStore, () => new DocumentCookieTokenStore()],
    [TOKENS.ResponseCookies, () => ({ setCookieHeaders: () => [] })],
    [TOKENS.KeyValueStore, () => new LocalStorageKeyValueStore()],
    [TOKENS.PageReloader, () => new WindowPageReloader()],
    [TOKENS.NetworkStatus, () => new WindowNetworkStatus()],
    [TOKENS.Clock, () => new SystemClock()],
    [TOKENS.Scheduler, () => new SystemScheduler()],
    [TOKENS.ErrorReporter, () => new CollectorErrorReporter(new ConsoleErrorReporter())],
    [SEARCH_TRACKING_TOKENS.DeviceId, () => CookieDeviceId.ofDocument()],
    [TRACKING_TOKENS.Analytics, () => new CollectorAnalytics()],
    [PAGE_BEHAVIOUR_TOKENS.ConnectionInfo, () => new NavigatorConnectionInfo()],
    [PAGE_BEHAVIOUR_TOKENS.Viewport, () => new IntersectionViewport()],
    [NOTIFICATION_TOKENS.PageVisibility, () => new DocumentPageVisibility()],
    [NOTIFICATION_TOKENS.DeveloperLog, () => new ConsoleDeveloperLog()],
    [APP_BRIDGE_TOKENS.AppBridge, () => browserAppBridge()],
    [CHECKOUT_TOKENS.IdempotencyKeys, () => new RandomIdempotencyKeys()],
  ]);
