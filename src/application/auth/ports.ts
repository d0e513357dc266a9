import type { TokenData, UserMeta } from '../../domain/user/UserMeta';

/** `terms`: the version of the 服務條款 and 隱私權政策 agreed to. */
export interface SignUpInput { email: string; password: string; nickname: string; terms: string }
export interface SignInInput { email: string; password: string }
/** A verification link opened: the parent signed in with the token, or the account was verified before. */
export type EmailVerification = { status: 'signed_in'; email: string; token: TokenData } | { status: 'already_verified'; email: string };

/** GET /api/userinfo. Query params come from the current route (utm_*). */
export interface UserInfoGateway {
  load(query?: Record<string, string>): Promise<UserMeta>;
  clearUtm(): Promise<void>;
  /** GET /line-member-binding (SPEC §7): binds the signed-in member to the messaging app's record; answers the shop's line about it. */
  bindLineMember(cdpUnitId: string): Promise<string>;
}

/**
 * The account and token calls of SPEC §7 and the shop's sign-in/up endpoints. Failures are
 * thrown as the client exception kinds of src/domain/errors (e.g. InvalidRefreshTokenError).
 */
export interface AuthGateway {
  /** null: the browser cannot read its HttpOnly cookie, so the server reads it instead. */
  refresh(refreshToken: string | null): Promise<TokenData>;
  renew(): Promise<TokenData>;
  signIn(input: SignInInput): Promise<TokenData>;
  signUp(input: SignUpInput): Promise<{ email: string }>;
  verifyEmail(token: string): Promise<EmailVerification>;
  signOut(): Promise<void>;
  /** 忘記密碼: the shop mails a reset link to a member's e-mail (and answers the same for anyone). */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets the new password with the link's token; every session of the member ends. */
  resetPassword(token: string, password: string): Promise<void>;
}

/** Where the token data lives: a cookie in the browser or on the page server's request. */
export interface TokenStore {
  read(): TokenData | null;
  save(token: TokenData): void;
  clear(): void;
}

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}
