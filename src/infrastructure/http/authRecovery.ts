import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { TokenStore } from '../../application/auth/ports';
import type { PageReloader } from '../../application/shell/ports';
import { isRefreshTokenRejected } from '../../domain/errors/clientErrors';
import { createApiClient, type ApiClient } from './ApiClient';
import { postLogout, postTokenRefresh } from './tokenCalls';
import './requestFlags';

/**
 * SPEC §8 AUTH_100023 (invalid OAuth token): refresh the token, reload the page, and retry the
 * call once; when the refresh token is invalid or expired, sign out instead, then reload.
 * Concurrent failures share one refresh, since a refresh token can be used only once.
 */
export class AuthRecovery {
  private pending: Promise<boolean> | null = null;
  /**
   * The refresh and the sign-out go to their declared endpoints (in process on the page server). Their
   * answers are parsed wherever they come from: a token is worth checking, and it is small.
   */
  private readonly api: ApiClient;

  constructor(
    private readonly http: AxiosInstance,
    private readonly tokens: TokenStore,
    private readonly reloader: PageReloader | undefined,
  ) {
    this.api = createApiClient(http, { parseAnswers: true });
  }

  async recover(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
    const refreshed = await this.refreshOnce();
    if (!refreshed) await this.signOut();
    this.reloader?.reload();
    // The retry goes out with the new token, or with none after signing out.
    return this.http.request({ ...config, authRetried: true });
  }

  private refreshOnce(): Promise<boolean> {
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(): Promise<boolean> {
    try {
      this.tokens.save(await postTokenRefresh(this.api, this.tokens.read()?.refreshToken ?? null));
      return true;
    } catch (error) {
      if (isRefreshTokenRejected(error)) return false;
      throw error;
    }
  }

  private async signOut(): Promise<void> {
    try {
      await postLogout(this.api);
    } catch {
      // Best effort: the token is dropped below either way, and the reload shows the signed-out page.
    }
    this.tokens.clear();
  }
}
