import type { AxiosInstance } from 'axios';
import { envelope } from '../../../contract/common';
import { UserInfo } from '../../../contract/userinfo';
import type { UserInfoGateway } from '../../application/auth/ports';
import type { UserMeta } from '../../domain/user/UserMeta';
import { toUserMeta } from './mappers';

const UserInfoResponse = envelope(UserInfo);

/** GET /api/userinfo and DELETE /api/userinfo/utm (SPEC §7). */
export class AxiosUserInfoGateway implements UserInfoGateway {
  constructor(private readonly http: AxiosInstance) {}

  async load(query: Record<string, string> = {}): Promise<UserMeta> {
    const response = await this.http.get('/api/userinfo', { params: query });
    return toUserMeta(UserInfoResponse.parse(response.data).data);
  }

  async clearUtm(): Promise<void> {
    await this.http.delete('/api/userinfo/utm');
  }
}
