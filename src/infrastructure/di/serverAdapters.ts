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
import { RecordingPageReloader } from '../browser/RecordingPageReloader';
import { StaticNetworkStatus } from '../browser/StaticNetworkStatus';
import { SystemClock } from '../clock/SystemClock';
import { CookieDeviceId } from '../cookie/CookieDeviceId';
import { RequestCookieTokenStore } from '../cookie/RequestCookieTokenStore';
import { NoopAppBridge } from '../native-bridge/NoopAppBridge';
import { ConsoleErrorReporter } from '../reporting/ConsoleErrorReporter';
import { MemoryKeyValueStore } from '../storage/MemoryKeyValueStore';
import { SystemScheduler } from '../timers/SystemScheduler';
import { SilentAnalytics } from '../tracking/CollectorAnalytics';
import type { ContainerOptions } from './ContainerOptions';
import { table, type RuntimeAdapters } from './runtimeAdapters';
import { TOKENS } from './tokens';

/** One page request's: its cookies (read, forwarded, written back), memory for the rest, no app bridge. */
export const serverAdapters = (options: ContainerOptions): RuntimeAdapters => {
  const cookies = () => new RequestCookieTokenStore(options.cookieHeader, { secure: options.secureCookies });
  const adapters = table([
    [RequestCookieTokenStore, cookies],
    [TOKENS.KeyValueStore, () => new MemoryKeyValueStore()],
    [TOKENS.PageReloader, () => new RecordingPageReloader()],
    [TOKENS.NetworkStatus, () => new StaticNetworkStatus(true)],
    [TOKENS.Clock, () => new SystemClock()],
    [TOKENS.Scheduler, () => new SystemScheduler()],
    [TOKENS.ErrorReporter, () => new ConsoleErrorReporter()],
    [SEARCH_TRACKING_TOKENS.DeviceId, () => new CookieDeviceId(() => options.cookieHeader)],
    [TRACKING_TOKENS.Analytics, () => new SilentAnalytics()],
    // Both read the browser only when asked (effects), so the page server can hold them too.
    [PAGE_BEHAVIOUR_TOKENS.ConnectionInfo, () => new NavigatorConnectionInfo()],
    [PAGE_BEHAVIOUR_TOKENS.Viewport, () => new IntersectionViewport()],
    [NOTIFICATION_TOKENS.PageVisibility, () => new DocumentPageVisibility()],
    [NOTIFICATION_TOKENS.DeveloperLog, () => new ConsoleDeveloperLog()],
    [APP_BRIDGE_TOKENS.AppBridge, () => new NoopAppBridge()],
    [CHECKOUT_TOKENS.IdempotencyKeys, () => new RandomIdempotencyKeys()],
  ]);
  // The request's cookie jar is its token store and where the cookies it sets are written.
  const jar = adapters.get(RequestCookieTokenStore)!;
  return new Map([...adapters, [TOKENS.TokenStore, jar], [TOKENS.ResponseCookies, jar]]);
};
