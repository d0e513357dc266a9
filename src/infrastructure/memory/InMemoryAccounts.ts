import type { Clock } from '../../application/auth/ports';
import { DAY_MS } from '../../domain/constants';
import type { Platform, TokenData } from '../../domain/user/UserMeta';

export interface MemberRecord {
  id: number;
  email: string;
  password: string;
  nickname: string;
  verified: boolean;
}

interface RefreshRecord {
  memberId: number;
  family: number;
  expiresAtMs: number;
  used: boolean;
  /** When it bought its new pair (null while unspent). */
  usedAt: number | null;
  /** The order it was issued in: spending it retires the family's access tokens up to it. */
  issued: number;
}

export const ACCESS_TOKEN_LIFETIME_MS = 7 * DAY_MS;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * DAY_MS;
/** The server's ROTATION_GRACE_MS: a spent refresh token presented again this soon is a race between tabs, not theft. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * The shop's account server in memory, shared by InMemoryAuthGateway and InMemoryUserInfoGateway:
 * members, tokens (rotating refresh tokens; reuse revokes the family), the visitor's session,
 * the utm cookie and the outbox of verification links. Same rules as server/, minus storage.
 */
export class InMemoryAccounts {
  readonly members = new Map<string, MemberRecord>();
  readonly accessTokens = new Map<string, { memberId: number; family: number; expiresAtMs: number; issued: number }>();
  readonly refreshTokens = new Map<string, RefreshRecord>();
  readonly verifications = new Map<string, string>();
  readonly failedSignIns = new Map<string, number>();
  /** E-mails whose owner was told that someone tried to sign up with them (the server's "already a member" mail). */
  readonly alreadyMemberNotices: string[] = [];
  sessionMemberId: number | null = null;
  utmQueryString: string | null = null;
  platform: Platform = 'desktop';
  /** When true the user-info call ignores presented tokens and looks at the session only. */
  sessionOnly = false;
  private sequence = 0;

  constructor(readonly clock: Clock) {}

  addMember(input: { email: string; password: string; nickname: string; verified?: boolean }): MemberRecord {
    const member = { ...input, id: this.members.size + 1, email: input.email.toLowerCase(), verified: input.verified ?? true };
    this.members.set(member.email, member);
    return member;
  }

  memberById(id: number): MemberRecord | null {
    return [...this.members.values()].find((member) => member.id === id) ?? null;
  }

  issueTokens(memberId: number, family: number = ++this.sequence): TokenData {
    const now = this.clock.now();
    const issued = ++this.sequence;
    const accessToken = `access-${issued}`;
    const refreshToken = `refresh-${++this.sequence}`;
    this.accessTokens.set(accessToken, { memberId, family, expiresAtMs: now + ACCESS_TOKEN_LIFETIME_MS, issued });
    this.refreshTokens.set(refreshToken, { memberId, family, expiresAtMs: now + REFRESH_TOKEN_LIFETIME_MS, used: false, usedAt: null, issued });
    return { accessToken, refreshToken, expiredAt: Math.floor((now + ACCESS_TOKEN_LIFETIME_MS) / 1000) };
  }

  /** The member an access token belongs to, while it is valid. */
  memberOfAccessToken(accessToken: string): MemberRecord | null {
    const record = this.accessTokens.get(accessToken);
    if (!record || record.expiresAtMs <= this.clock.now()) return null;
    return this.memberById(record.memberId);
  }

  refreshRecord(refreshToken: string): RefreshRecord | null {
    return this.refreshTokens.get(refreshToken) ?? null;
  }

  /** A spent refresh token's pair and the family's older access tokens end; a sibling issued since stays. */
  retireAccessTokens(family: number, upTo: number): void {
    for (const [token, record] of this.accessTokens) if (record.family === family && record.issued <= upTo) this.accessTokens.delete(token);
  }

  revokeFamily(family: number): void {
    for (const [token, record] of this.accessTokens) if (record.family === family) this.accessTokens.delete(token);
    for (const [token, record] of this.refreshTokens) if (record.family === family) this.refreshTokens.delete(token);
  }

  /** Writes a verification link to the outbox; returns its token. */
  addVerification(email: string): string {
    const token = `verify-${++this.sequence}-${email}`;
    this.verifications.set(token, email);
    return token;
  }

  verificationTokenFor(email: string): string | null {
    return [...this.verifications].find(([, address]) => address === email.toLowerCase())?.[0] ?? null;
  }
}
