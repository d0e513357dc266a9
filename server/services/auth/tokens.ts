import type { Kysely } from 'kysely';
import type { TokenData } from '../../../contract/auth';
import type { Database } from '../../db/schema';
import { digest, newSecret } from './secrets';

const DAY = 24 * 60 * 60 * 1000;
export const ACCESS_TOKEN_TTL = 7 * DAY;
export const REFRESH_TOKEN_TTL = 30 * DAY;

type Db = Kysely<Database>;
export type RotateResult = { ok: true; token: TokenData; memberId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Issues an access token and a refresh token; a new family unless one is continued by rotation. */
export async function issueTokenPair(
  db: Db, memberId: number, now: number, family?: { id: string; parentId: number },
): Promise<TokenData> {
  const access = newSecret();
  const refresh = newSecret();
  const familyId = family?.id ?? newSecret();
  const expiresAt = now + ACCESS_TOKEN_TTL;
  await db.insertInto('access_tokens')
    .values({ token_hash: digest(access), member_id: memberId, family_id: familyId, expires_at: expiresAt, created_at: now })
    .execute();
  await db.insertInto('refresh_tokens')
    .values({
      token_hash: digest(refresh), member_id: memberId, family_id: familyId, parent_id: family?.parentId ?? null,
      expires_at: now + REFRESH_TOKEN_TTL, created_at: now,
    })
    .execute();
  return { access_token: access, refresh_token: refresh, expired_at: Math.floor(expiresAt / 1000) };
}

/** Revokes every access and refresh token of a family (sign-out, or reuse of a spent refresh token). */
export async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/**
 * Single-use rotation: a refresh token buys one new pair. Presenting a spent one means it was
 * copied, so the whole family is revoked and the caller has to sign in again.
 */
export async function rotateRefreshToken(db: Db, refreshToken: string, now: number): Promise<RotateResult> {
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', digest(refreshToken)).executeTakeFirst();
    if (!row || row.revoked_at !== null) return { ok: false, reason: 'invalid' };
    if (row.used_at !== null) {
      await revokeFamily(trx, row.family_id, now);
      return { ok: false, reason: 'invalid' };
    }
    if (row.expires_at <= now) return { ok: false, reason: 'expired' };
    // The conditional update wins only once, even when two requests race with the same token.
    const claimed = await trx.updateTable('refresh_tokens').set({ used_at: now })
      .where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await revokeFamily(trx, row.family_id, now);
      return { ok: false, reason: 'invalid' };
    }
    await trx.updateTable('access_tokens').set({ revoked_at: now })
      .where('family_id', '=', row.family_id).where('revoked_at', 'is', null).execute();
    const token = await issueTokenPair(trx, row.member_id, now, { id: row.family_id, parentId: row.id });
    return { ok: true, token, memberId: row.member_id };
  });
}

export interface AccessGrant { memberId: number; familyId: string }

export async function findAccessGrant(db: Db, accessToken: string, now: number): Promise<AccessGrant | null> {
  const row = await db.selectFrom('access_tokens').select(['member_id', 'family_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', digest(accessToken)).executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
  return { memberId: row.member_id, familyId: row.family_id };
}

/** The family of a refresh token, whatever its state: sign-out revokes it. */
export async function familyOfRefreshToken(db: Db, refreshToken: string): Promise<string | null> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', digest(refreshToken)).executeTakeFirst();
  return row?.family_id ?? null;
}
