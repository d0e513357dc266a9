import { inject, injectable } from 'inversify';
import type { UserMeta } from '../../domain/user/UserMeta';
import { SessionStore } from '../shell/SessionStore';
import { PORT_TOKENS } from '../tokens';
import type { UserInfoGateway } from './ports';

/** Forgets the campaign attributes (DELETE /api/userinfo/utm), then reloads the user info (SPEC §7). */
@injectable()
export class ClearUtm {
  constructor(
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(): Promise<UserMeta> {
    await this.userInfo.clearUtm();
    const meta = await this.userInfo.load();
    this.store.resolve(meta);
    return meta;
  }
}
