import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../contract/auth';
import { deleteExpiredSocialStates, insertSocialState, spendSocialState as spendStateRow } from '../../db/repositories/auth/socialStates';
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
  await deleteExpiredSocialStates(db, now);
  await insertSocialState(db, { stateHash: digest(state), provider, expiresAt: now + STATE_TTL });
}

/** Spends the state: true once per state, for its provider, within its lifetime; a replayed callback gets false. */
export async function spendSocialState(db: Kysely<Database>, state: string, provider: SocialProvider, now: number): Promise<boolean> {
  return (await spendStateRow(db, digest(state), provider, now)) === 1;
}
