import { inject, injectable } from '../injection';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { isClientError } from '../../domain/errors/clientErrors';
import { fail, ok, type Result } from '../../domain/errors/Result';
import { PORT_TOKENS } from '../tokens';
import type { AuthGateway } from './ports';

export interface VerifyEmailFailure {
  code: 'invalid-link';
  message: string;
}

/** Confirms the e-mail address from the link of the verification mail (/auth/verify-email). */
@injectable()
export class VerifyEmail {
  constructor(@inject(PORT_TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(input: { token: string | null | undefined }): Promise<Result<{ email: string }, VerifyEmailFailure>> {
    const token = input.token?.trim() ?? '';
    const invalid = fail({ code: 'invalid-link' as const, message: AUTH_MESSAGES.verifyLinkInvalid });
    if (token === '') return invalid;
    try {
      return ok(await this.auth.verifyEmail(token));
    } catch (error) {
      // A used, expired or mangled link (AUTH_100013, or a 400 for its shape) is the same to a shopper.
      if (isClientError(error) && (error.code === 'AUTH_100013' || error.kind === 'parameter')) return invalid;
      throw error;
    }
  }
}
