import { z } from 'zod/mini';
import { TrackingEndpoints as E } from '../../../contract/endpoints/tracking';
import { ANONYMOUS_ID, SearchClickRequest, SearchConvertRequest } from '../../../contract/tracking';
import type { SearchTrackingGateway } from '../../application/searchTracking/ports';
import type { SearchClick, SearchConversion } from '../../domain/searchTracking/searchEvents';
import type { ApiClient } from './ApiClient';

const headers = (deviceId: string | null) => (deviceId ? { [ANONYMOUS_ID]: deviceId } : {});

/** SPEC §7: POST /search/v1/click-after-search and convert-after-search, checked against the contract first. */
export class ApiSearchTrackingGateway implements SearchTrackingGateway {
  constructor(private readonly api: ApiClient) {}

  async clicked(click: SearchClick, deviceId: string | null): Promise<void> {
    await this.api.call(E.searchClick, { body: z.parse(SearchClickRequest, click), headers: headers(deviceId) });
  }

  async converted(conversion: SearchConversion, deviceId: string | null): Promise<void> {
    await this.api.call(E.searchConvert, { body: z.parse(SearchConvertRequest, conversion), headers: headers(deviceId) });
  }
}
