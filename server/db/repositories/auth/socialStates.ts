import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../../contract/auth';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** Expired states go, keyed by their index. */
export async function deleteExpiredSocialStates(db: Db, now: number): Promise<void> {
  await db.deleteFrom('social_sign_in_states').where('expires_at', '<=', now).execute();
}

export async function insertSocialState(db: Db, state: { stateHash: string; provider: SocialProvider; expiresAt: number }): Promise<void> {
  await db.insertInto('social_sign_in_states').values({ state_hash: state.stateHash, provider: state.provider, expires_at: state.expiresAt, used_at: null }).execute();
}

/** Marks an unused, unexpired state of the provider used: 1 when this call spent it, else 0. */
export async function spendSocialState(db: Db, stateHash: string, provider: SocialProvider, now: number): Promise<number> {
  const claimed = await db.updateTable('social_sign_in_states').set({ used_at: now })
    .where('state_hash', '=', stateHash).where('provider', '=', provider)
    .where('used_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}
