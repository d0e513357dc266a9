import type { AxiosInstance } from 'axios';
import { ANONYMOUS_ID, SearchClickRequest, SearchConvertRequest } from '../../../contract/tracking';
import type { SearchTrackingGateway } from '../../application/searchTracking/ports';
import type { SearchClick, SearchConversion } from '../../domain/searchTracking/searchEvents';

const headers = (deviceId: string | null) => (deviceId ? { [ANONYMOUS_ID]: deviceId } : {});

/** SPEC §7: POST /search/v1/click-after-search and convert-after-search, checked against the contract first. */
export class AxiosSearchTrackingGateway implements SearchTrackingGateway {
  constructor(private readonly http: AxiosInstance) {}

  async clicked(click: SearchClick, deviceId: string | null): Promise<void> {
    await this.http.post('/search/v1/click-after-search', SearchClickRequest.parse(click), { headers: headers(deviceId) });
  }

  async converted(conversion: SearchConversion, deviceId: string | null): Promise<void> {
    await this.http.post('/search/v1/convert-after-search', SearchConvertRequest.parse(conversion), { headers: headers(deviceId) });
  }
}
