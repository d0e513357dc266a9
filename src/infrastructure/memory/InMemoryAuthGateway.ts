import type { AuthGateway, EmailVerification, SignInInput, SignUpInput, TokenStore } from '../../application/auth/ports';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import {
  ApiError,
  ExpiredRefreshTokenError,
  InvalidRefreshTokenError,
  TooManyAttemptsError,
} from '../../domain/errors/clientErrors';
import type { TokenData } from '../../domain/user/UserMeta';
import { REFRESH_REUSE_GRACE_MS, type InMemoryAccounts } from './InMemoryAccounts';

export const MAX_FAILED_SIGN_INS = 5;
const LOCKOUT_SECONDS = 15 * 60;

/**
 * AuthGateway over InMemoryAccounts. It fails the way the real API does (same codes and
 * client exception kinds); `credentials` is the device's auth_token_data cookie, which the
 * shop itself sets on a sign-in, refresh or renewal and drops on sign-out (Set-Cookie), so a
 * browser whose script cannot read or write it (HttpOnly) still carries the token.
 */
export class InMemoryAuthGateway implements AuthGateway {
  constructor(
    private readonly accounts: InMemoryAccounts,
    private readonly credentials: TokenStore,
  ) {}

  async refresh(refreshToken: string | null): Promise<TokenData> {
    return this.settle(this.rotate(refreshToken ?? this.credentials.read()?.refreshToken ?? null));
  }

  /** The answer's Set-Cookie: the device holds the token the shop just issued. */
  private settle(token: TokenData): TokenData {
    this.credentials.save(token);
    return token;
  }

  private rotate(refreshToken: string | null): TokenData {
    const record = refreshToken ? this.accounts.refreshRecord(refreshToken) : null;
    const now = this.accounts.clock.now();
    if (!record) throw new InvalidRefreshTokenError();
    if (record.expiresAtMs <= now) throw new ExpiredRefreshTokenError();
    if (record.used) {
      // As the server: a second tab within the grace window gets a sibling pair; later, it was copied.
      if (record.usedAt !== null && now - record.usedAt <= REFRESH_REUSE_GRACE_MS) return this.accounts.issueTokens(record.memberId, record.family);
      this.accounts.revokeFamily(record.family);
      throw new InvalidRefreshTokenError();
    }
    record.used = true;
    record.usedAt = now;
    this.accounts.retireAccessTokens(record.family, record.issued);
    return this.accounts.issueTokens(record.memberId, record.family);
  }

  async renew(): Promise<TokenData> {
    const token = this.credentials.read();
    const member = token ? this.accounts.memberOfAccessToken(token.accessToken) : null;
    const memberId = member?.id ?? this.accounts.sessionMemberId;
    if (memberId === null) throw new ApiError(401, 'AUTH_100023', '登入狀態無效');
    return this.settle(this.accounts.issueTokens(memberId));
  }

  async signIn({ email, password }: SignInInput): Promise<TokenData> {
    const key = email.toLowerCase();
    const failures = this.accounts.failedSignIns.get(key) ?? 0;
    if (failures >= MAX_FAILED_SIGN_INS) throw new TooManyAttemptsError(LOCKOUT_SECONDS, AUTH_MESSAGES.tooManyAttempts);
    const member = this.accounts.members.get(key);
    if (!member || member.password !== password) {
      this.accounts.failedSignIns.set(key, failures + 1);
      throw new ApiError(401, 'AUTH_100011', AUTH_MESSAGES.wrongCredentials);
    }
    if (!member.verified) throw new ApiError(403, 'AUTH_100012', AUTH_MESSAGES.emailNotVerified);
    this.accounts.failedSignIns.delete(key);
    return this.settle(this.accounts.issueTokens(member.id));
  }

  async signUp(input: SignUpInput): Promise<{ email: string }> {
    const email = input.email.toLowerCase();
    // Like the server: the answer never tells whether the e-mail is a member's; its owner gets a mail.
    if (this.accounts.members.has(email)) {
      this.accounts.alreadyMemberNotices.push(email);
      return { email };
    }
    this.accounts.addMember({ ...input, email, verified: false });
    this.accounts.addVerification(email);
    return { email };
  }

  /** A link is kept once opened, as the server keeps it: opened again, it says the account is verified. */
  async verifyEmail(token: string): Promise<EmailVerification> {
    const email = this.accounts.verifications.get(token);
    const member = email ? this.accounts.members.get(email) : undefined;
    if (!email || !member) throw new ApiError(400, 'AUTH_100013', AUTH_MESSAGES.verifyLinkInvalid);
    if (member.verified) return { status: 'already_verified', email };
    member.verified = true;
    return { status: 'signed_in', email, token: this.settle(this.accounts.issueTokens(member.id)) };
  }

  /** Reset links handed out, by token (a test reads them like the mailbox). */
  readonly resetLinks = new Map<string, string>();

  async requestPasswordReset(email: string): Promise<void> {
    const member = this.accounts.members.get(email.toLowerCase());
    if (member) this.resetLinks.set(`reset-${this.resetLinks.size + 1}-${member.email}`, member.email);
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const email = this.resetLinks.get(token);
    const member = email ? this.accounts.members.get(email) : undefined;
    if (!member) throw new ApiError(400, 'AUTH_100018', '重設密碼連結無效或已過期，請重新申請');
    member.password = password;
    member.verified = true;
    this.resetLinks.delete(token);
  }

  async signOut(): Promise<void> {
    const token = this.credentials.read();
    const family = token ? this.accounts.accessTokens.get(token.accessToken)?.family : undefined;
    if (family !== undefined) this.accounts.revokeFamily(family);
    this.accounts.sessionMemberId = null;
    this.credentials.clear();
  }
}
