import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import type { Tracking } from '../../application/purchase/ports';
import { PURCHASE_TOKENS } from '../../application/purchase/tokens';
import { SEARCH_TRACKING_TOKENS } from '../../application/searchTracking/tokens';
import { TrackSearchConversion } from '../../application/searchTracking/TrackSearchConversion';
import { PAGE_BEHAVIOUR_TOKENS } from '../../application/pageBehaviour/tokens';
import { IntersectionViewport } from '../browser/IntersectionViewport';
import { NavigatorConnectionInfo } from '../browser/NavigatorConnectionInfo';
import { TRACKING_TOKENS } from '../../application/tracking/tokens';
import { CookieDeviceId } from '../cookie/CookieDeviceId';
import { CollectorAnalytics, SilentAnalytics } from '../tracking/CollectorAnalytics';
import { SearchConvertingTracking } from '../tracking/SearchConvertingTracking';
import type { ContainerOptions } from './ContainerOptions';
import { httpGateway } from './lazyGateway';

/** The purchase Tracking port forwards adds to the cart as search conversions. */
export function trackingUseCases({ onActivation }: ContainerModuleLoadOptions): void {
  onActivation<Tracking>(PURCHASE_TOKENS.Tracking, (context, tracking) => new SearchConvertingTracking(tracking, context.get(TrackSearchConversion)));
}

/** tracking: use cases and their adapters (browser and page server). */
export const trackingModule = (options: ContainerOptions) => new ContainerModule((load) => {
  trackingUseCases(load);
  load.bind(SEARCH_TRACKING_TOKENS.SearchTrackingGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosSearchTrackingGateway')).AxiosSearchTrackingGateway(http))).inSingletonScope();
  load.bind(SEARCH_TRACKING_TOKENS.DeviceId).toConstantValue(options.runtime === 'browser' ? CookieDeviceId.ofDocument() : new CookieDeviceId(() => options.cookieHeader));
  load.bind(TRACKING_TOKENS.Analytics).toConstantValue(options.runtime === 'browser' ? new CollectorAnalytics() : new SilentAnalytics());
  // Both read the browser only when asked (effects), so the page server can hold them too.
  load.bind(PAGE_BEHAVIOUR_TOKENS.ConnectionInfo).toConstantValue(new NavigatorConnectionInfo());
  load.bind(PAGE_BEHAVIOUR_TOKENS.Viewport).toConstantValue(new IntersectionViewport());
});
