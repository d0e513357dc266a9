import { AuthEndpoints as E } from '../../../contract/endpoints/auth';
import type { AuthGateway, EmailVerification, SignInInput, SignUpInput } from '../../application/auth/ports';
import type { TokenData } from '../../domain/user/UserMeta';
import type { ApiClient } from './ApiClient';
import { toTokenData } from './mappers';
import { postLogout, postTokenRefresh } from './tokenCalls';

/**
 * The account calls. None of them goes through the AUTH_100023 recovery (their declarations settle
 * the token): they are the calls that settle it, and their failures belong to the use case that made them.
 */
export class ApiAuthGateway implements AuthGateway {
  constructor(private readonly api: ApiClient) {}

  refresh(refreshToken: string | null): Promise<TokenData> {
    return postTokenRefresh(this.api, refreshToken);
  }

  async renew(): Promise<TokenData> {
    return toTokenData(await this.api.call(E.renewToken));
  }

  async signIn(input: SignInInput): Promise<TokenData> {
    return toTokenData(await this.api.call(E.signIn, { body: input }));
  }

  signUp(input: SignUpInput): Promise<{ email: string }> {
    return this.api.call(E.signUp, { body: input });
  }

  async verifyEmail(token: string): Promise<EmailVerification> {
    const answer = await this.api.call(E.verifyEmail, { body: { token } });
    return answer.status === 'signed_in' ? { ...answer, token: toTokenData(answer.token) } : answer;
  }

  signOut(): Promise<void> {
    return postLogout(this.api);
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.api.call(E.forgotPassword, { body: { email } });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    await this.api.call(E.resetPassword, { body: { token, password } });
  }
}
