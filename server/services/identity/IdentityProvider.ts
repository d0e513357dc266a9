import type { SocialProvider } from '../../../contract/auth';

/** What a provider tells us about the person who signed in. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  name: string;
}

/**
 * The port in front of Facebook, Apple and LINE sign-in. The sandbox adapter stands in for
 * all of them in the demo and in tests (for LINE by running the real adapter against its local
 * LINE endpoints); the real adapters are chosen by configuration.
 */
export interface IdentityProvider {
  /**
   * Where to send the browser; the provider comes back to redirectUri with `code` and `state`.
   * `nonce` is the attempt's OpenID nonce: LINE puts it in its ID token; the others ignore it.
   */
  authorizeUrl(provider: SocialProvider, state: string, redirectUri: string, nonce: string): string;
  /** The profile behind an authorization code, or null when the provider rejects the code (or, LINE, the nonce). */
  exchange(provider: SocialProvider, code: string, redirectUri: string, nonce: string): Promise<SocialProfile | null>;
  supports(provider: SocialProvider): boolean;
}

export class ProviderUnavailableError extends Error {
  constructor(provider: string) {
    super(`identity provider ${provider} is not configured`);
    this.name = 'ProviderUnavailableError';
  }
}
