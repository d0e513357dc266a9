import { AuthEndpoints as E } from '../../../contract/endpoints/auth';
import type { SocialAuthGateway, SocialProvider, SocialVerifyOutcome } from '../../application/auth/socialPorts';
import type { TokenData } from '../../domain/user/UserMeta';
import type { ApiClient } from './ApiClient';
import { toTokenData } from './mappers';

/** The social and sandbox sign-in calls behind /auth/verify-facebook, /auth/merge-account, … (SPEC §2.1). */
export class ApiSocialAuthGateway implements SocialAuthGateway {
  constructor(private readonly api: ApiClient) {}

  start(provider: SocialProvider, returnTo: string): Promise<{ url: string }> {
    return this.api.call(E.socialStart, { body: { provider, return_to: returnTo } });
  }

  async verify(provider: SocialProvider, code: string, state: string): Promise<SocialVerifyOutcome> {
    const outcome = await this.api.call(E.socialVerify, { body: { provider, code, state } });
    return outcome.status === 'signed_in'
      ? { status: 'signed-in', token: toTokenData(outcome.token) }
      : { status: 'merge-required', ticket: outcome.ticket, email: outcome.email };
  }

  async merge(ticket: string, password: string): Promise<TokenData> {
    return toTokenData((await this.api.call(E.mergeAccount, { body: { ticket, password } })).token);
  }

  async signInForTesting(email: string): Promise<void> {
    await this.api.call(E.loginTest, { body: { email } });
  }
}
