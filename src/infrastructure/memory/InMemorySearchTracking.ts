import { z } from 'zod/mini';
import { SearchClickRequest, SearchConvertRequest } from '../../../contract/tracking';
import type { DeviceId, SearchTrackingGateway } from '../../application/searchTracking/ports';
import type { SearchClick, SearchConversion } from '../../domain/searchTracking/searchEvents';

/** Keeps what would have been sent to the search-tracking calls; a malformed event is refused as the real calls refuse it. */
export class InMemorySearchTrackingGateway implements SearchTrackingGateway {
  readonly clicks: { click: SearchClick; deviceId: string | null }[] = [];
  readonly conversions: { conversion: SearchConversion; deviceId: string | null }[] = [];

  async clicked(click: SearchClick, deviceId: string | null): Promise<void> {
    this.clicks.push({ click: z.parse(SearchClickRequest, click), deviceId });
  }

  async converted(conversion: SearchConversion, deviceId: string | null): Promise<void> {
    this.conversions.push({ conversion: z.parse(SearchConvertRequest, conversion), deviceId });
  }
}

/** A device id a test sets (null: the collector has not issued one yet). */
export class FixedDeviceId implements DeviceId {
  constructor(public id: string | null = 'device-test-0001') {}

  current(): string | null {
    return this.id;
  }
}
