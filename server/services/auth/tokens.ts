import type { Kysely } from 'kysely';
import type { TokenData } from '../../../contract/auth';
import {
  findAccessToken, findFamilyStart, findNewestRefreshTokenId, findRefreshToken, findRefreshTokenFamily, insertAccessToken,
  insertRefreshToken, revokeAccessTokensUpTo, revokeFamilyTokens, revokeFamilyTokensBefore, spendRefreshToken,
} from '../../db/repositories/auth/tokens';
import type { Database } from '../../db/schema';
import { digest, newSecret } from './secrets';

const DAY = 24 * 60 * 60 * 1000;
export const ACCESS_TOKEN_TTL = 7 * DAY;
export const REFRESH_TOKEN_TTL = 30 * DAY;
/** No family outlives this, however often it is refreshed (the sliding refresh has a ceiling). */
export const ABSOLUTE_SESSION_TTL = 90 * DAY;
/**
 * A refresh token spent this recently may be presented once more without counting as theft: two
 * tabs (or a page render and a tab) refreshing at the same moment must not sign the member out.
 */
export const ROTATION_GRACE_MS = 30 * 1000;

type Db = Kysely<Database>;
export type RotateResult = { ok: true; token: TokenData; memberId: number } | { ok: false; reason: 'invalid' | 'expired' };
export interface FamilyLink { id: string; parentId?: number }

/** A session's tokens share one family, named by the session, so signing out of it revokes them all. */
export const sessionFamily = (sid: string): string => digest(sid);

/** When a family must end: its first token plus the absolute lifetime. */
export async function familyCap(db: Db, familyId: string, now: number): Promise<number> {
  return ((await findFamilyStart(db, familyId)) ?? now) + ABSOLUTE_SESSION_TTL;
}

/** Issues an access token and a refresh token: a new family, or a continued one (never past its cap). */
export async function issueTokenPair(db: Db, memberId: number, now: number, family?: FamilyLink): Promise<TokenData> {
  const access = newSecret();
  const refresh = newSecret();
  const familyId = family?.id ?? newSecret();
  const cap = family ? await familyCap(db, familyId, now) : now + ABSOLUTE_SESSION_TTL;
  const expiresAt = Math.min(now + ACCESS_TOKEN_TTL, cap);
  await insertAccessToken(db, { tokenHash: digest(access), memberId, familyId, expiresAt, createdAt: now });
  await insertRefreshToken(db, {
    tokenHash: digest(refresh), memberId, familyId, parentId: family?.parentId ?? null, expiresAt: Math.min(now + REFRESH_TOKEN_TTL, cap), createdAt: now,
  });
  return { access_token: access, refresh_token: refresh, expired_at: Math.floor(expiresAt / 1000) };
}

/** Revokes every access and refresh token of a family (sign-out, or reuse of a spent refresh token). */
export async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await revokeFamilyTokens(db, familyId, now);
}

/**
 * Single-use rotation: a refresh token buys one new pair. Presenting a spent one means it was
 * copied, so the whole family is revoked — unless it was spent within the grace window (a race
 * between tabs), which gets a sibling pair and revokes nothing.
 */
export async function rotateRefreshToken(db: Db, refreshToken: string, now: number): Promise<RotateResult> {
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const row = await findRefreshToken(trx, digest(refreshToken));
    if (!row || row.revoked_at !== null) return { ok: false, reason: 'invalid' };
    if (row.expires_at <= now) return { ok: false, reason: 'expired' };
    const sibling = () => issueTokenPair(trx, row.member_id, now, { id: row.family_id, parentId: row.id });
    if (row.used_at !== null) {
      if (now - row.used_at <= ROTATION_GRACE_MS) return { ok: true, token: await sibling(), memberId: row.member_id };
      await revokeFamily(trx, row.family_id, now);
      return { ok: false, reason: 'invalid' };
    }
    // The conditional update wins only once; the loser of a race is within the grace window by definition.
    if ((await spendRefreshToken(trx, row.id, now)) !== 1) return { ok: true, token: await sibling(), memberId: row.member_id };
    // The spent pair's access token and older ones end; a sibling another tab just got stays.
    await revokeAccessTokensUpTo(trx, row.family_id, row.created_at, now);
    return { ok: true, token: await sibling(), memberId: row.member_id };
  });
}

/**
 * /api/auth/token/renew: a new pair in the caller's own family (token family or session family), so
 * sign-out still reaches it. Tokens older than the grace window are retired; past the cap, nothing.
 */
export async function renewInFamily(db: Db, memberId: number, familyId: string, now: number): Promise<TokenData | null> {
  return db.transaction().execute(async (trx) => {
    if ((await familyCap(trx, familyId, now)) <= now) return null;
    await revokeFamilyTokensBefore(trx, familyId, now - ROTATION_GRACE_MS, now);
    const parentId = await findNewestRefreshTokenId(trx, familyId);
    return issueTokenPair(trx, memberId, now, { id: familyId, parentId });
  });
}

/** `lastUsedAt`: when 登入裝置 last noted the family (null: no entry yet), read in the same query. */
export interface AccessGrant { memberId: number; familyId: string; lastUsedAt: number | null }

export async function findAccessGrant(db: Db, accessToken: string, now: number): Promise<AccessGrant | null> {
  const row = await findAccessToken(db, digest(accessToken));
  if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
  return { memberId: row.member_id, familyId: row.family_id, lastUsedAt: row.last_used_at };
}

/** The family of a refresh token, whatever its state: sign-out revokes it. */
export async function familyOfRefreshToken(db: Db, refreshToken: string): Promise<string | null> {
  return findRefreshTokenFamily(db, digest(refreshToken));
}
