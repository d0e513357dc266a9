import { token } from '../tokens';
import type { DeviceId, SearchTrackingGateway } from './ports';

/** DI symbols of the search-tracking ports. */
export const SEARCH_TRACKING_TOKENS = {
  SearchTrackingGateway: token<SearchTrackingGateway>('SearchTrackingGateway'),
  DeviceId: token<DeviceId>('DeviceId'),
} as const;
