import type { AxiosInstance } from 'axios';
import { LoginTestResult, MergeAccountResult, SocialStartResult, SocialVerifyResponse } from '../../../contract/auth';
import { envelope } from '../../../contract/common';
import type { SocialAuthGateway, SocialProvider, SocialVerifyOutcome } from '../../application/auth/socialPorts';
import type { TokenData } from '../../domain/user/UserMeta';
import { toTokenData } from './mappers';
import './requestFlags';

const StartResponse = envelope(SocialStartResult);
const VerifyResponse = envelope(SocialVerifyResponse);
const MergeResponse = envelope(MergeAccountResult);
const LoginTestResponse = envelope(LoginTestResult);

/** The social and sandbox sign-in calls behind /auth/verify-facebook, /auth/merge-account, … (SPEC §2.1). */
export class AxiosSocialAuthGateway implements SocialAuthGateway {
  constructor(private readonly http: AxiosInstance) {}

  async start(provider: SocialProvider, returnTo: string): Promise<{ url: string }> {
    const response = await this.http.post('/v2/member/social/start', { provider, return_to: returnTo }, { skipAuthRecovery: true });
    return StartResponse.parse(response.data).data;
  }

  async verify(provider: SocialProvider, code: string, state: string): Promise<SocialVerifyOutcome> {
    const response = await this.http.post('/v2/member/social/verify', { provider, code, state }, { skipAuthRecovery: true });
    const outcome = VerifyResponse.parse(response.data).data;
    return outcome.status === 'signed_in'
      ? { status: 'signed-in', token: toTokenData(outcome.token) }
      : { status: 'merge-required', ticket: outcome.ticket, email: outcome.email };
  }

  async merge(ticket: string, password: string): Promise<TokenData> {
    const response = await this.http.post('/v2/member/merge-account', { ticket, password }, { skipAuthRecovery: true });
    return toTokenData(MergeResponse.parse(response.data).data.token);
  }

  async signInForTesting(email: string): Promise<void> {
    const response = await this.http.post('/v2/member/login-test', { email }, { skipAuthRecovery: true });
    LoginTestResponse.parse(response.data);
  }
}
