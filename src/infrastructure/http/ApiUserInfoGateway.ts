import { UserInfoEndpoints as E } from '../../../contract/endpoints/userinfo';
import { LineBindingEndpoints } from '../../../contract/endpoints/lineBinding';
import type { UserInfoGateway } from '../../application/auth/ports';
import type { UserMeta } from '../../domain/user/UserMeta';
import type { ApiClient } from './ApiClient';
import { toUserMeta } from './mappers';

/**
 * GET /api/userinfo, DELETE /api/userinfo/utm and GET /line-member-binding (SPEC §7). On the page server both run in process;
 * the utm cookie their answers set reaches the request's cookie jar as it would over HTTP.
 */
export class ApiUserInfoGateway implements UserInfoGateway {
  constructor(private readonly api: ApiClient) {}

  async load(query: Record<string, string> = {}): Promise<UserMeta> {
    return toUserMeta(await this.api.call(E.userInfo, { query }));
  }

  async clearUtm(): Promise<void> {
    await this.api.call(E.clearUtm);
  }

  async bindLineMember(cdpUnitId: string): Promise<string> {
    return (await this.api.call(LineBindingEndpoints.bind, { query: { cdp_unit_id: cdpUnitId } })).message;
  }
}
