import { ContainerModule, type ContainerModuleLoadOptions, type Newable } from 'inversify';
import type { Tracking } from '../../application/purchase/ports';
import { PURCHASE_TOKENS } from '../../application/purchase/tokens';
import { RegisterSearchQuery } from '../../application/searchTracking/RegisterSearchQuery';
import { SearchTrackingMemory } from '../../application/searchTracking/SearchTrackingMemory';
import { SEARCH_TRACKING_TOKENS } from '../../application/searchTracking/tokens';
import { TrackSearchClick } from '../../application/searchTracking/TrackSearchClick';
import { TrackSearchConversion } from '../../application/searchTracking/TrackSearchConversion';
import { TrackPageView } from '../../application/tracking/TrackPageView';
import { TrackEngagement } from '../../application/tracking/TrackEngagement';
import { ShowCouponPopup } from '../../application/appInvite/ShowCouponPopup';
import { DecideLinkPrefetch } from '../../application/pageBehaviour/DecideLinkPrefetch';
import { GuardZoom } from '../../application/pageBehaviour/GuardZoom';
import { LoadLazyImage } from '../../application/pageBehaviour/LoadLazyImage';
import { PAGE_BEHAVIOUR_TOKENS } from '../../application/pageBehaviour/tokens';
import { IntersectionViewport } from '../browser/IntersectionViewport';
import { NavigatorConnectionInfo } from '../browser/NavigatorConnectionInfo';
import { InMemoryConnectionInfo, InMemoryViewport } from '../memory/InMemoryPageBehaviour';
import { TRACKING_TOKENS } from '../../application/tracking/tokens';
import { CookieDeviceId } from '../cookie/CookieDeviceId';
import { InMemoryAnalytics } from '../memory/InMemoryAnalytics';
import { FixedDeviceId, InMemorySearchTrackingGateway } from '../memory/InMemorySearchTracking';
import { CollectorAnalytics, SilentAnalytics } from '../tracking/CollectorAnalytics';
import { SearchConvertingTracking } from '../tracking/SearchConvertingTracking';
import type { ContainerOptions } from './ContainerOptions';
import { httpGateway } from './lazyGateway';

const TRACKING_CLASSES: readonly Newable[] = [
  SearchTrackingMemory, RegisterSearchQuery, TrackSearchClick, TrackSearchConversion, TrackPageView, TrackEngagement, ShowCouponPopup,
  // SPEC §4.7 page behaviour: zoom prevention, link prefetch, lazy images.
  GuardZoom, DecideLinkPrefetch, LoadLazyImage,
];

/** The use cases, and the purchase Tracking port forwarding adds to the cart as search conversions. */
function useCases({ bind, onActivation }: ContainerModuleLoadOptions): void {
  for (const useCase of TRACKING_CLASSES) bind(useCase).toSelf().inSingletonScope();
  onActivation<Tracking>(PURCHASE_TOKENS.Tracking, (context, tracking) => new SearchConvertingTracking(tracking, context.get(TrackSearchConversion)));
}

/** tracking: use cases and their adapters (browser and page server). */
export const trackingModule = (options: ContainerOptions) => new ContainerModule((load) => {
  useCases(load);
  load.bind(SEARCH_TRACKING_TOKENS.SearchTrackingGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosSearchTrackingGateway')).AxiosSearchTrackingGateway(http))).inSingletonScope();
  load.bind(SEARCH_TRACKING_TOKENS.DeviceId).toConstantValue(options.runtime === 'browser' ? CookieDeviceId.ofDocument() : new CookieDeviceId(() => options.cookieHeader));
  load.bind(TRACKING_TOKENS.Analytics).toConstantValue(options.runtime === 'browser' ? new CollectorAnalytics() : new SilentAnalytics());
  // Both read the browser only when asked (effects), so the page server can hold them too.
  load.bind(PAGE_BEHAVIOUR_TOKENS.ConnectionInfo).toConstantValue(new NavigatorConnectionInfo());
  load.bind(PAGE_BEHAVIOUR_TOKENS.Viewport).toConstantValue(new IntersectionViewport());
});

/** Tests and specs: the same use cases over fakes. */
export const trackingTestModule = () => new ContainerModule((load) => {
  useCases(load);
  const gateway = new InMemorySearchTrackingGateway();
  const device = new FixedDeviceId();
  load.bind(InMemorySearchTrackingGateway).toConstantValue(gateway);
  load.bind(FixedDeviceId).toConstantValue(device);
  load.bind(SEARCH_TRACKING_TOKENS.SearchTrackingGateway).toConstantValue(gateway);
  load.bind(SEARCH_TRACKING_TOKENS.DeviceId).toConstantValue(device);
  const analytics = new InMemoryAnalytics();
  load.bind(InMemoryAnalytics).toConstantValue(analytics);
  load.bind(TRACKING_TOKENS.Analytics).toConstantValue(analytics);
  const connection = new InMemoryConnectionInfo();
  const viewport = new InMemoryViewport();
  load.bind(InMemoryConnectionInfo).toConstantValue(connection);
  load.bind(InMemoryViewport).toConstantValue(viewport);
  load.bind(PAGE_BEHAVIOUR_TOKENS.ConnectionInfo).toConstantValue(connection);
  load.bind(PAGE_BEHAVIOUR_TOKENS.Viewport).toConstantValue(viewport);
});
