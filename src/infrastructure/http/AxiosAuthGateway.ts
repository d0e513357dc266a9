import type { AxiosInstance } from 'axios';
import type { AuthGateway, SignInInput, SignUpInput } from '../../application/auth/ports';
import type { TokenData } from '../../domain/user/UserMeta';
import { AUTH_PATHS, EmailResponse, parseTokenResponse, postLogout, postTokenRefresh, postTokenRenew } from './tokenCalls';
import './requestFlags';

/**
 * The account calls. None of them goes through the AUTH_100023 recovery: they are the calls
 * that settle the token, and their failures belong to the use case that made them.
 */
export class AxiosAuthGateway implements AuthGateway {
  constructor(private readonly http: AxiosInstance) {}

  refresh(refreshToken: string | null): Promise<TokenData> {
    return postTokenRefresh(this.http, refreshToken);
  }

  renew(): Promise<TokenData> {
    return postTokenRenew(this.http);
  }

  async signIn(input: SignInInput): Promise<TokenData> {
    const response = await this.http.post(AUTH_PATHS.login, input, { skipAuthRecovery: true });
    return parseTokenResponse(response.data);
  }

  async signUp(input: SignUpInput): Promise<{ email: string }> {
    const response = await this.http.post(AUTH_PATHS.signup, input, { skipAuthRecovery: true });
    return EmailResponse.parse(response.data).data;
  }

  async verifyEmail(token: string): Promise<{ email: string }> {
    const response = await this.http.post(AUTH_PATHS.verifyEmail, { token }, { skipAuthRecovery: true });
    return EmailResponse.parse(response.data).data;
  }

  signOut(): Promise<void> {
    return postLogout(this.http);
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.http.post(AUTH_PATHS.forgotPassword, { email }, { skipAuthRecovery: true });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    await this.http.post(AUTH_PATHS.resetPassword, { token, password }, { skipAuthRecovery: true });
  }
}
