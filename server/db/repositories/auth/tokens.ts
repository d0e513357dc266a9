import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;
interface TokenRow { tokenHash: string; memberId: number; familyId: string; expiresAt: number; createdAt: number }

/** When a family began: its first refresh token's time, or null for a family without one. */
export async function findFamilyStart(db: Db, familyId: string): Promise<number | null> {
  const row = await db.selectFrom('refresh_tokens').select((eb) => eb.fn.min('created_at').as('started'))
    .where('family_id', '=', familyId).executeTakeFirst();
  return row?.started === null || row?.started === undefined ? null : Number(row.started);
}

export async function insertAccessToken(db: Db, token: TokenRow): Promise<void> {
  await db.insertInto('access_tokens')
    .values({ token_hash: token.tokenHash, member_id: token.memberId, family_id: token.familyId, expires_at: token.expiresAt, created_at: token.createdAt })
    .execute();
}

export async function insertRefreshToken(db: Db, token: TokenRow & { parentId: number | null }): Promise<void> {
  await db.insertInto('refresh_tokens')
    .values({
      token_hash: token.tokenHash, member_id: token.memberId, family_id: token.familyId, parent_id: token.parentId,
      expires_at: token.expiresAt, created_at: token.createdAt,
    })
    .execute();
}

export async function revokeFamilyTokens(db: Db, familyId: string, now: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Every live token of the member, but those of `exceptFamily` when given. */
export async function revokeMemberTokens(db: Db, memberId: number, now: number, exceptFamily?: string): Promise<void> {
  for (const table of ['access_tokens', 'refresh_tokens'] as const) {
    let query = db.updateTable(table).set({ revoked_at: now }).where('member_id', '=', memberId);
    if (exceptFamily !== undefined) query = query.where('family_id', '!=', exceptFamily);
    await query.where('revoked_at', 'is', null).execute();
  }
}

export const findRefreshToken = (db: Db, tokenHash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks an unused refresh token used: 1 when this call spent it, 0 when another did first. */
export async function spendRefreshToken(db: Db, id: number, now: number): Promise<number> {
  const claimed = await db.updateTable('refresh_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}

/** Revokes the family's live access tokens created at or before `createdAt`. */
export async function revokeAccessTokensUpTo(db: Db, familyId: string, createdAt: number, now: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now })
    .where('family_id', '=', familyId).where('revoked_at', 'is', null).where('created_at', '<=', createdAt).execute();
}

/** Revokes the family's live access tokens and unused refresh tokens created before `before`. */
export async function revokeFamilyTokensBefore(db: Db, familyId: string, before: number, now: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now })
    .where('family_id', '=', familyId).where('revoked_at', 'is', null).where('created_at', '<', before).execute();
  await db.updateTable('refresh_tokens').set({ revoked_at: now })
    .where('family_id', '=', familyId).where('revoked_at', 'is', null).where('used_at', 'is', null).where('created_at', '<', before).execute();
}

export async function findNewestRefreshTokenId(db: Db, familyId: string): Promise<number | undefined> {
  const row = await db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId).orderBy('id', 'desc').executeTakeFirst();
  return row?.id;
}

/** An access token with its family's 登入裝置 time (null: no entry), whatever its state. */
export const findAccessToken = (db: Db, tokenHash: string) =>
  db.selectFrom('access_tokens').leftJoin('signed_in_devices', 'signed_in_devices.family_id', 'access_tokens.family_id')
    .select(['access_tokens.member_id', 'access_tokens.family_id', 'access_tokens.expires_at', 'access_tokens.revoked_at', 'signed_in_devices.last_used_at'])
    .where('token_hash', '=', tokenHash).executeTakeFirst();

export async function findRefreshTokenFamily(db: Db, tokenHash: string): Promise<string | null> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.family_id ?? null;
}

/** The families of the member's unrevoked access tokens, then of its unrevoked refresh tokens (repeats kept). */
export async function listLiveFamilies(db: Db, memberId: number): Promise<string[]> {
  const families: string[] = [];
  for (const table of ['access_tokens', 'refresh_tokens'] as const) {
    const rows = await db.selectFrom(table).select('family_id').where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
    families.push(...rows.map((row) => row.family_id));
  }
  return families;
}
