import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../contract/auth';
import { findSandboxCode, insertSandboxCode, spendSandboxCode } from '../../db/repositories/identity/sandboxCodes';
import type { Database } from '../../db/schema';
import { digest, newSecret } from '../auth/secrets';
import type { IdentityProvider, SocialProfile } from './IdentityProvider';
import { LineIdentityProvider, type LineSettings } from './LineIdentityProvider';
import { LINE_ISSUER, signHs256Jwt } from './lineIdToken';

const CODE_TTL = 5 * 60 * 1000;
const ID_TOKEN_TTL_SECONDS = 60 * 60;

/** The sandbox's LINE channel. Not a secret: in demo mode anyone may sign in as anyone through the consent page. */
export const SANDBOX_LINE_CHANNEL = { channelId: '2000000001', channelSecret: 'sandbox-line-channel-secret' } as const;
export const SANDBOX_LINE_PATH = '/sandbox/line/oauth2/v2.1';

export interface LineTokenRequest { code: string; redirectUri: string; clientId: string; clientSecret: string }

/**
 * A provider inside the server for the demo and tests: its consent page (/sandbox/idp/authorize)
 * issues single-use codes kept in the database, and exchange() redeems them. For LINE it is a local
 * LINE Login v2.1 (authorize, token, HS256 ID token): the real LineIdentityProvider runs against it.
 */
export class SandboxIdentityProvider implements IdentityProvider {
  private readonly line: LineIdentityProvider;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly origin: string,
    private readonly now: () => number,
    fetchImpl: typeof fetch = fetch,
  ) {
    const settings: LineSettings = {
      ...SANDBOX_LINE_CHANNEL, authorizeUrl: `${origin}${SANDBOX_LINE_PATH}/authorize`, tokenUrl: `${origin}${SANDBOX_LINE_PATH}/token`,
    };
    this.line = new LineIdentityProvider(settings, fetchImpl, now);
  }

  supports(): boolean {
    return true;
  }

  authorizeUrl(provider: SocialProvider, state: string, redirectUri: string, nonce: string): string {
    if (provider === 'line') return this.line.authorizeUrl(state, redirectUri, nonce);
    const query = new URLSearchParams({ provider, state, redirect_uri: redirectUri });
    return `${this.origin}/sandbox/idp/authorize?${query}`;
  }

  /** Called by the consent page once the person agreed. The same e-mail always gets the same subject; '' = no e-mail permission. */
  async issueCode(provider: SocialProvider, profile: { email: string; name: string }, line?: { nonce: string; redirectUri: string }): Promise<string> {
    const code = newSecret();
    await insertSandboxCode(this.db, {
      codeHash: digest(code), provider, subject: `sandbox-${digest(`${provider}:${profile.email || profile.name}`).slice(0, 24)}`,
      email: profile.email, name: profile.name, expiresAt: this.now() + CODE_TTL, nonce: line?.nonce ?? null, redirectUri: line?.redirectUri ?? null,
    });
    return code;
  }

  private async redeem(provider: SocialProvider, code: string) {
    const now = this.now();
    const row = await findSandboxCode(this.db, digest(code));
    if (!row || row.provider !== provider || row.used_at !== null || row.expires_at <= now) return null;
    return (await spendSandboxCode(this.db, row.code_hash, now)) === 1 ? row : null;
  }

  async exchange(provider: SocialProvider, code: string, redirectUri: string, nonce: string): Promise<SocialProfile | null> {
    if (provider === 'line') return this.line.exchange(code, redirectUri, nonce);
    const row = await this.redeem(provider, code);
    return row ? { subject: row.subject, email: row.email || null, name: row.name } : null;
  }

  /** The sandbox LINE token endpoint: the channel's credentials, then the code once, for the redirect_uri it was issued to. */
  async lineIdToken(request: LineTokenRequest): Promise<string | null> {
    const { channelId, channelSecret } = SANDBOX_LINE_CHANNEL;
    if (request.clientId !== channelId || request.clientSecret !== channelSecret) return null;
    const row = await this.redeem('line', request.code);
    if (!row || row.redirect_uri !== request.redirectUri) return null;
    const iat = Math.floor(this.now() / 1000);
    const claims = {
      iss: LINE_ISSUER, sub: row.subject, aud: channelId, exp: iat + ID_TOKEN_TTL_SECONDS, iat, nonce: row.nonce ?? undefined,
      amr: ['pwd'], name: row.name, ...(row.email ? { email: row.email } : {}),
    };
    return signHs256Jwt(claims, channelSecret);
  }
}
