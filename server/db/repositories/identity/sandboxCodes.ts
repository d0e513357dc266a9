import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../../contract/auth';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export interface NewSandboxCode {
  codeHash: string; provider: SocialProvider; subject: string; email: string; name: string; expiresAt: number;
  nonce: string | null; redirectUri: string | null;
}

export async function insertSandboxCode(db: Db, code: NewSandboxCode): Promise<void> {
  await db.insertInto('sandbox_idp_codes').values({
    code_hash: code.codeHash, provider: code.provider, subject: code.subject, email: code.email, name: code.name,
    expires_at: code.expiresAt, used_at: null, nonce: code.nonce, redirect_uri: code.redirectUri,
  }).execute();
}

export const findSandboxCode = (db: Db, codeHash: string) =>
  db.selectFrom('sandbox_idp_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();

/** Marks an unused code used: 1 when this call spent it, 0 when another did first. */
export async function spendSandboxCode(db: Db, codeHash: string, now: number): Promise<number> {
  const claimed = await db.updateTable('sandbox_idp_codes').set({ used_at: now })
    .where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}
