import { inject, injectable } from '../injection';
import type { UserMeta } from '../../domain/user/UserMeta';
import { SessionStore } from '../shell/SessionStore';
import { PORT_TOKENS } from '../tokens';
import type { AuthGateway, TokenStore, UserInfoGateway } from './ports';

/** Signs out (POST /v2/member/logout), forgets the token and returns the signed-out meta. */
@injectable()
export class SignOut {
  constructor(
    @inject(PORT_TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(PORT_TOKENS.TokenStore) private readonly tokens: TokenStore,
    @inject(SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(): Promise<UserMeta> {
    await this.auth.signOut();
    this.tokens.clear();
    const meta = await this.userInfo.load();
    this.store.resolve(meta);
    return meta;
  }
}
