import { inject, injectable } from '../injection';
import { fail, ok, type Result } from '../../domain/errors/Result';
import { isClientError } from '../../domain/errors/clientErrors';
import type { UserMeta } from '../../domain/user/UserMeta';
import { PORT_TOKENS } from '../tokens';
import { SessionStore } from '../shell/SessionStore';
import type { TokenStore, UserInfoGateway } from './ports';
import type { SocialAuthGateway, SocialProvider } from './socialPorts';

export type SocialSignInDone = { status: 'signed-in'; meta: UserMeta } | { status: 'merge-required'; ticket: string; email: string };
export interface SocialSignInFailure { code: 'invalid-callback'; message: string }

export const SOCIAL_CALLBACK_INVALID = '社群帳號登入失敗或已逾時，請重新登入';

/** The identity provider sent the visitor back: sign in, or ask to merge with an existing account. */
@injectable()
export class CompleteSocialSignIn {
  constructor(
    @inject(PORT_TOKENS.SocialAuthGateway) private readonly social: SocialAuthGateway,
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(PORT_TOKENS.TokenStore) private readonly tokens: TokenStore,
    @inject(SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(input: { provider: SocialProvider; code: string | null; state: string | null }): Promise<Result<SocialSignInDone, SocialSignInFailure>> {
    const invalid = fail({ code: 'invalid-callback' as const, message: SOCIAL_CALLBACK_INVALID });
    if (!input.code || !input.state) return invalid;
    let outcome;
    try {
      outcome = await this.social.verify(input.provider, input.code, input.state);
    } catch (error) {
      if (isClientError(error) && error.status >= 400 && error.status < 500 && error.kind !== 'too-many-attempts') return invalid;
      throw error;
    }
    if (outcome.status === 'merge-required') return ok(outcome);
    this.tokens.save(outcome.token);
    const meta = await this.userInfo.load();
    this.store.resolve(meta);
    return ok({ status: 'signed-in', meta });
  }
}
