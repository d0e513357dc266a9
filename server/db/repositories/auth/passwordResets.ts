import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function insertPasswordReset(db: Db, reset: { memberId: number; tokenHash: string; expiresAt: number; createdAt: number }): Promise<void> {
  await db.insertInto('password_resets')
    .values({ member_id: reset.memberId, token_hash: reset.tokenHash, expires_at: reset.expiresAt, used_at: null, created_at: reset.createdAt })
    .execute();
}

/** Marks an unused, unexpired link used: its member, or null when there is none (or another call spent it). */
export async function spendPasswordReset(db: Db, tokenHash: string, now: number): Promise<number | null> {
  const claimed = await db.updateTable('password_resets').set({ used_at: now })
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now)
    .returning('member_id').executeTakeFirst();
  return claimed?.member_id ?? null;
}

export async function voidPasswordResets(db: Db, memberId: number, now: number): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
}
