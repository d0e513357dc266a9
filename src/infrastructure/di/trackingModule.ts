import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import type { Tracking } from '../../application/purchase/ports';
import { PURCHASE_TOKENS } from '../../application/purchase/tokens';
import { SEARCH_TRACKING_TOKENS } from '../../application/searchTracking/tokens';
import { TrackSearchConversion } from '../../application/searchTracking/TrackSearchConversion';
import { SearchConvertingTracking } from '../tracking/SearchConvertingTracking';
import { apiGateway } from './lazyGateway';

/** The purchase Tracking port forwards adds to the cart as search conversions. */
export function trackingUseCases({ onActivation }: ContainerModuleLoadOptions): void {
  onActivation<Tracking>(PURCHASE_TOKENS.Tracking, (context, tracking) => new SearchConvertingTracking(tracking, context.get(TrackSearchConversion)));
}

/** tracking: the search-tracking gateway over the typed client and the conversion hook (browser and page server). */
export const trackingModule = () => new ContainerModule((load) => {
  trackingUseCases(load);
  load.bind(SEARCH_TRACKING_TOKENS.SearchTrackingGateway).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiSearchTrackingGateway')).ApiSearchTrackingGateway(api))).inSingletonScope();
});
