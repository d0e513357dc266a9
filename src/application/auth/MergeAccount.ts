import { inject, injectable } from '../injection';
import { fail, ok, type Result } from '../../domain/errors/Result';
import { isClientError } from '../../domain/errors/clientErrors';
import type { UserMeta } from '../../domain/user/UserMeta';
import { PORT_TOKENS } from '../tokens';
import { SessionStore } from '../shell/SessionStore';
import type { TokenStore, UserInfoGateway } from './ports';
import type { SocialAuthGateway } from './socialPorts';

export const MERGE_MESSAGES = {
  passwordRequired: '請輸入密碼',
  wrongPassword: '密碼錯誤，請再試一次',
  expired: '合併連結已逾時，請重新使用社群帳號登入',
} as const;

export interface MergeFailure { message: string }

/** Links a social identity to the existing account with the same e-mail, after its password. */
@injectable()
export class MergeAccount {
  constructor(
    @inject(PORT_TOKENS.SocialAuthGateway) private readonly social: SocialAuthGateway,
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(PORT_TOKENS.TokenStore) private readonly tokens: TokenStore,
    @inject(SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(input: { ticket: string; password: string }): Promise<Result<UserMeta, MergeFailure>> {
    if (input.password === '') return fail({ message: MERGE_MESSAGES.passwordRequired });
    try {
      this.tokens.save(await this.social.merge(input.ticket, input.password));
    } catch (error) {
      if (isClientError(error) && error.code === 'AUTH_100011') return fail({ message: MERGE_MESSAGES.wrongPassword });
      if (isClientError(error) && (error.status === 400 || error.status === 404)) return fail({ message: MERGE_MESSAGES.expired });
      if (isClientError(error) && error.kind === 'too-many-attempts') return fail({ message: error.message });
      throw error;
    }
    const meta = await this.userInfo.load();
    this.store.resolve(meta);
    return ok(meta);
  }
}
