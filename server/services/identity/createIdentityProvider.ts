import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../contract/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppleIdentityProvider } from './AppleIdentityProvider';
import { FacebookIdentityProvider } from './FacebookIdentityProvider';
import { ProviderUnavailableError, type IdentityProvider, type SocialProfile } from './IdentityProvider';
import { LineIdentityProvider } from './LineIdentityProvider';
import { SandboxIdentityProvider } from './SandboxIdentityProvider';

/** The real providers behind the one port; a provider without configuration is unavailable. */
class ConfiguredIdentityProvider implements IdentityProvider {
  constructor(private readonly adapters: Partial<Record<SocialProvider, FacebookIdentityProvider | AppleIdentityProvider | LineIdentityProvider>>) {}

  supports(provider: SocialProvider): boolean {
    return this.adapters[provider] !== undefined;
  }

  private adapter(provider: SocialProvider) {
    const adapter = this.adapters[provider];
    if (!adapter) throw new ProviderUnavailableError(provider);
    return adapter;
  }

  authorizeUrl(provider: SocialProvider, state: string, redirectUri: string, nonce: string): string {
    return this.adapter(provider).authorizeUrl(state, redirectUri, nonce);
  }

  exchange(provider: SocialProvider, code: string, redirectUri: string, nonce: string): Promise<SocialProfile | null> {
    return this.adapter(provider).exchange(code, redirectUri, nonce);
  }
}

/** `fetchImpl` reaches the outside providers, and in demo mode the sandbox's own LINE endpoints (in process). */
export function createIdentityProvider(config: Config, db: Kysely<Database>, now: () => number, fetchImpl: typeof fetch = fetch): IdentityProvider {
  if (config.identityProvider === 'sandbox') return new SandboxIdentityProvider(db, config.publicOrigin, now, fetchImpl);
  const { facebook, apple, line } = config.realProviders;
  return new ConfiguredIdentityProvider({
    ...(facebook ? { facebook: new FacebookIdentityProvider(facebook.appId, facebook.appSecret) } : {}),
    ...(apple ? { apple: new AppleIdentityProvider(apple) } : {}),
    ...(line ? { line: new LineIdentityProvider(line, fetchImpl, now) } : {}),
  });
}
