import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../contract/auth';
import type { Database } from '../../db/schema';
import { digest, newSecret } from '../auth/secrets';
import type { IdentityProvider, SocialProfile } from './IdentityProvider';

const CODE_TTL = 5 * 60 * 1000;

/**
 * A provider inside the server for the demo and tests: its consent page (/sandbox/idp/authorize)
 * issues single-use codes kept in the database, and exchange() redeems them.
 */
export class SandboxIdentityProvider implements IdentityProvider {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly origin: string,
    private readonly now: () => number,
  ) {}

  supports(): boolean {
    return true;
  }

  authorizeUrl(provider: SocialProvider, state: string, redirectUri: string): string {
    const query = new URLSearchParams({ provider, state, redirect_uri: redirectUri });
    return `${this.origin}/sandbox/idp/authorize?${query}`;
  }

  /** Called by the consent page once the person agreed. The same e-mail always gets the same subject. */
  async issueCode(provider: SocialProvider, profile: { email: string; name: string }): Promise<string> {
    const code = newSecret();
    await this.db.insertInto('sandbox_idp_codes').values({
      code_hash: digest(code), provider, subject: `sandbox-${digest(`${provider}:${profile.email}`).slice(0, 24)}`,
      email: profile.email, name: profile.name, expires_at: this.now() + CODE_TTL, used_at: null,
    }).execute();
    return code;
  }

  async exchange(provider: SocialProvider, code: string): Promise<SocialProfile | null> {
    const now = this.now();
    const row = await this.db.selectFrom('sandbox_idp_codes').selectAll().where('code_hash', '=', digest(code)).executeTakeFirst();
    if (!row || row.provider !== provider || row.used_at !== null || row.expires_at <= now) return null;
    const claimed = await this.db.updateTable('sandbox_idp_codes').set({ used_at: now })
      .where('code_hash', '=', row.code_hash).where('used_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    return { subject: row.subject, email: row.email, name: row.name };
  }
}
