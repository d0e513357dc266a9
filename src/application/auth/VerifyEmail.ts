import { inject, injectable } from '../injection';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { isClientError } from '../../domain/errors/clientErrors';
import { fail, ok, type Result } from '../../domain/errors/Result';
import { SessionStore } from '../shell/SessionStore';
import { PORT_TOKENS } from '../tokens';
import type { AuthGateway, TokenStore, UserInfoGateway } from './ports';

export interface VerifyEmailFailure {
  code: 'invalid-link';
  message: string;
}

/** What the verification page says: signed in by the link, or the account was verified before. */
export interface VerifiedEmail { email: string; signedIn: boolean; alreadyVerified: boolean }

/**
 * Confirms the e-mail address from the link of the verification mail (/auth/verify-email). The link proves the
 * mailbox, so it signs the parent in (issue 30); a link opened again only says the account is verified.
 */
@injectable()
export class VerifyEmail {
  constructor(
    @inject(PORT_TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(PORT_TOKENS.TokenStore) private readonly tokens: TokenStore,
    @inject(SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(input: { token: string | null | undefined }): Promise<Result<VerifiedEmail, VerifyEmailFailure>> {
    const token = input.token?.trim() ?? '';
    const invalid = fail({ code: 'invalid-link' as const, message: AUTH_MESSAGES.verifyLinkInvalid });
    if (token === '') return invalid;
    try {
      const verified = await this.auth.verifyEmail(token);
      if (verified.status === 'already_verified') return ok({ email: verified.email, signedIn: false, alreadyVerified: true });
      this.tokens.save(verified.token);
      this.store.resolve(await this.userInfo.load());
      return ok({ email: verified.email, signedIn: true, alreadyVerified: false });
    } catch (error) {
      // A used, expired or mangled link (AUTH_100013, or a 400 for its shape) is the same to a shopper.
      if (isClientError(error) && (error.code === 'AUTH_100013' || error.kind === 'parameter')) return invalid;
      throw error;
    }
  }
}
