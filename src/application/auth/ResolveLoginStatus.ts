import { inject, injectable } from '../injection';
import { decideLoginStep, type LoginStep } from '../../domain/auth/loginStatus';
import { sessionMismatch } from '../../domain/auth/sessionMismatch';
import { isRefreshTokenRejected } from '../../domain/errors/clientErrors';
import type { UserMeta } from '../../domain/user/UserMeta';
import type { ErrorReporter } from '../shell/ports';
import { SessionStore } from '../shell/SessionStore';
import { PORT_TOKENS } from '../tokens';
import type { AuthGateway, Clock, TokenStore, UserInfoGateway } from './ports';

export interface ResolveLoginStatusInput {
  /** Query params of the current route (utm_*), passed to the user-info call. */
  query?: Record<string, string>;
}

/** SPEC §4.1: loads the user info and settles the token by the auth driver; returns the final meta. */
@injectable()
export class ResolveLoginStatus {
  constructor(
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(PORT_TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(PORT_TOKENS.TokenStore) private readonly tokens: TokenStore,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(PORT_TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(input: ResolveLoginStatusInput = {}): Promise<UserMeta> {
    const meta = await this.userInfo.load(input.query);
    const step = decideLoginStep({
      authDriver: meta.authDriver,
      signedIn: meta.signedIn,
      storedToken: this.tokens.read(),
      nowMs: this.clock.now(),
    });
    const resolved = await this.follow(step, meta, input.query);
    // SPEC §8: a signed-in state the server and the client disagree on is reported, the page goes on.
    const mismatch = sessionMismatch(resolved, step === 'refresh-and-reload' && this.tokens.read() !== null ? true : null);
    if (mismatch) this.reporter.report(new Error(`session mismatch: ${mismatch}`), { step, userId: resolved.id });
    this.store.resolve(resolved);
    return resolved;
  }

  private async follow(step: LoginStep, meta: UserMeta, query?: Record<string, string>): Promise<UserMeta> {
    switch (step) {
      case 'token-success':
        return meta;
      case 'refresh-expiring-token':
        return (await this.refresh()) ? meta : this.loadSignedOut(query);
      case 'refresh-and-reload':
        return (await this.refresh()) ? this.userInfo.load(query) : this.loadSignedOut(query);
      case 'renew-token':
        this.tokens.save(await this.auth.renew());
        return meta;
      case 'clear-token':
        this.tokens.clear();
        return meta;
    }
  }

  /** False when the refresh token is invalid or expired (AUTH_100027/28); other failures throw. */
  private async refresh(): Promise<boolean> {
    try {
      this.tokens.save(await this.auth.refresh(this.tokens.read()?.refreshToken ?? null));
      return true;
    } catch (error) {
      if (isRefreshTokenRejected(error)) return false;
      throw error;
    }
  }

  private loadSignedOut(query?: Record<string, string>): Promise<UserMeta> {
    this.tokens.clear();
    return this.userInfo.load(query);
  }
}
