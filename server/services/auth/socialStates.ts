import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../contract/auth';
import type { Database } from '../../db/schema';
import { digest } from './secrets';

/** As long as the state cookie lives (api/cookies.ts). */
const STATE_TTL = 10 * 60 * 1000;

/**
 * The OpenID nonce of an attempt, derived from its state: the state is random, single use and bound
 * to the browser by its cookie, so the nonce is too, and the ID token must carry it (LINE checks).
 */
export const socialNonce = (state: string): string => digest(`social-nonce:${state}`);

/** Keeps the attempt's state (its digest) for one verify; expired ones are swept here, keyed by their index. */
export async function saveSocialState(db: Kysely<Database>, state: string, provider: SocialProvider, now: number): Promise<void> {
  await db.deleteFrom('social_sign_in_states').where('expires_at', '<=', now).execute();
  await db.insertInto('social_sign_in_states').values({ state_hash: digest(state), provider, expires_at: now + STATE_TTL, used_at: null }).execute();
}

/** Spends the state: true once per state, for its provider, within its lifetime; a replayed callback gets false. */
export async function spendSocialState(db: Kysely<Database>, state: string, provider: SocialProvider, now: number): Promise<boolean> {
  const claimed = await db.updateTable('social_sign_in_states').set({ used_at: now })
    .where('state_hash', '=', digest(state)).where('provider', '=', provider)
    .where('used_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
