import type { SearchClick, SearchConversion } from '../../domain/searchTracking/searchEvents';

/** SPEC §7 click-after-search and convert-after-search, with the optional anonymous_id header. */
export interface SearchTrackingGateway {
  clicked(click: SearchClick, deviceId: string | null): Promise<void>;
  converted(conversion: SearchConversion, deviceId: string | null): Promise<void>;
}

/** The visitor's device (anonymous) id, when the collector has issued one. */
export interface DeviceId {
  current(): string | null;
}
