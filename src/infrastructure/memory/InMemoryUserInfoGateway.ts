import type { TokenStore, UserInfoGateway } from '../../application/auth/ports';
import type { UserMeta } from '../../domain/user/UserMeta';
import { LineBindingMessages } from '../../domain/lineBinding/messages';
import type { InMemoryAccounts, MemberRecord } from './InMemoryAccounts';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'];

/**
 * The user-info call over InMemoryAccounts, deciding the auth driver as the server does: a
 * presented token → token driver (signed in while valid); else the session → session driver.
 */
export class InMemoryUserInfoGateway implements UserInfoGateway {
  cartCount = 0;
  notificationCount = 0;
  /** A test's way to make the service answer wrongly (a signed-in state without an id, …). */
  distort: ((meta: UserMeta) => UserMeta) | null = null;

  constructor(
    private readonly accounts: InMemoryAccounts,
    private readonly credentials: TokenStore,
  ) {}

  async load(query: Record<string, string> = {}): Promise<UserMeta> {
    this.rememberUtm(query);
    const meta = this.answer();
    return this.distort ? this.distort(meta) : meta;
  }

  private answer(): UserMeta {
    const token = this.credentials.read();
    if (token && !this.accounts.sessionOnly) return this.meta(this.accounts.memberOfAccessToken(token.accessToken), 'token');
    const sessionMember = this.accounts.sessionMemberId === null ? null : this.accounts.memberById(this.accounts.sessionMemberId);
    return this.meta(sessionMember, 'session');
  }

  async clearUtm(): Promise<void> {
    this.accounts.utmQueryString = null;
  }

  /** The messaging app's records bound, by record id: the member each is bound to. */
  readonly lineBindings = new Map<string, number>();

  async bindLineMember(cdpUnitId: string): Promise<string> {
    const { id, fromApp } = this.answer();
    if (id === null || fromApp) throw new Error('the shop refuses a binding signed out or in the app');
    for (const [record, member] of this.lineBindings) if (member === id) this.lineBindings.delete(record);
    this.lineBindings.set(cdpUnitId, id);
    return LineBindingMessages.BOUND;
  }

  private rememberUtm(query: Record<string, string>): void {
    const utm = UTM_KEYS.filter((key) => query[key]).map((key) => `${key}=${encodeURIComponent(query[key])}`);
    if (utm.length > 0) this.accounts.utmQueryString = utm.join('&');
  }

  private meta(member: MemberRecord | null, authDriver: UserMeta['authDriver']): UserMeta {
    const platform = this.accounts.platform;
    const fromApp = platform === 'ios.app' || platform === 'android.app';
    return {
      showLogin: !member && !fromApp,
      signedIn: member !== null,
      fromApp,
      platform,
      appVersion: null,
      amplitudeKey: null,
      gtmKey: null,
      id: member?.id ?? null,
      email: member?.email ?? null,
      nickname: member?.nickname ?? null,
      utmQueryString: this.accounts.utmQueryString,
      trackingNumber: null,
      hasInstalledApp: member ? false : null,
      facebookPixelId: null,
      facebookPixelId2: null,
      authDriver,
      cartCount: member ? this.cartCount : 0,
      notificationCount: member ? this.notificationCount : 0,
    };
  }
}
