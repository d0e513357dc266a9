import type { TokenData } from '../../domain/user/UserMeta';

export type SocialProvider = 'facebook' | 'apple' | 'line';

export type SocialVerifyOutcome =
  | { status: 'signed-in'; token: TokenData }
  | { status: 'merge-required'; ticket: string; email: string };

/** Sign-in through a social network or platform account (SPEC §2.1 /auth/* routes). */
export interface SocialAuthGateway {
  /** The identity provider's authorize URL; `returnTo` is where the visitor lands afterwards. */
  start(provider: SocialProvider, returnTo: string): Promise<{ url: string }>;
  verify(provider: SocialProvider, code: string, state: string): Promise<SocialVerifyOutcome>;
  merge(ticket: string, password: string): Promise<TokenData>;
  /** Demo sandbox only: sign in as a seeded member. */
  signInForTesting(email: string): Promise<void>;
}
