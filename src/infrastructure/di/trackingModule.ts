import { ContainerModule } from 'inversify';
import { SEARCH_TRACKING_TOKENS } from '../../application/searchTracking/tokens';
import { apiGateway } from './lazyGateway';

/** tracking: the search-tracking gateway over the typed client (browser and page server). */
export const trackingModule = () => new ContainerModule((load) => {
  load.bind(SEARCH_TRACKING_TOKENS.SearchTrackingGateway).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiSearchTrackingGateway')).ApiSearchTrackingGateway(api))).inSingletonScope();
});
