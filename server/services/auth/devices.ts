import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** last_used_at is kept to this precision: one write per device in this interval, never one per call. */
export const DEVICE_TOUCH_INTERVAL = 5 * 60 * 1000;
const USER_AGENT_MAX = 512;

export interface SignInDevice { memberId: number; familyId: string; userAgent: string | undefined }
/** A family just used to call the shop, with what the devices table knew of it (null: no row yet). */
export interface DeviceUse extends SignInDevice { lastUsedAt: number | null }

/** A device is listed while its family can still call or refresh (a live token or session), not after it ended or expired. */
export const isAlive = (eb: ExpressionBuilder<Database, 'signed_in_devices'>, now: number) => eb.or([
  eb.exists(eb.selectFrom('access_tokens').select('access_tokens.id').whereRef('access_tokens.family_id', '=', 'signed_in_devices.family_id')
    .where('access_tokens.revoked_at', 'is', null).where('access_tokens.expires_at', '>', now)),
  eb.exists(eb.selectFrom('refresh_tokens').select('refresh_tokens.id').whereRef('refresh_tokens.family_id', '=', 'signed_in_devices.family_id')
    .where('refresh_tokens.revoked_at', 'is', null).where('refresh_tokens.used_at', 'is', null).where('refresh_tokens.expires_at', '>', now)),
  eb.exists(eb.selectFrom('sessions').select('sessions.id').whereRef('sessions.sid_hash', '=', 'signed_in_devices.family_id').where('sessions.expires_at', '>', now)),
]);

/**
 * A sign-in starts a device: its family and the user agent it signed in with. The member's devices
 * that ended or expired go at the same moment, so the table holds what the list can show.
 */
export async function recordSignIn(db: Db, device: SignInDevice, now: number, startedAt = now): Promise<void> {
  await db.deleteFrom('signed_in_devices').where('member_id', '=', device.memberId).where((eb) => eb.not(isAlive(eb, now))).execute();
  await db.insertInto('signed_in_devices').values({
    member_id: device.memberId, family_id: device.familyId, user_agent: (device.userAgent ?? '').slice(0, USER_AGENT_MAX), created_at: startedAt, last_used_at: now,
  }).onConflict((oc) => oc.column('family_id').doNothing()).execute();
}

/** When a family began: its first refresh token, or its session (a family signed in before the devices table existed). */
async function familyStart(db: Db, familyId: string, now: number): Promise<number> {
  const token = await db.selectFrom('refresh_tokens').select((eb) => eb.fn.min('created_at').as('started')).where('family_id', '=', familyId).executeTakeFirst();
  if (token?.started !== null && token?.started !== undefined) return Number(token.started);
  const session = await db.selectFrom('sessions').select('created_at').where('sid_hash', '=', familyId).executeTakeFirst();
  return session?.created_at ?? now;
}

/** Notes a call: a family without a row gets one (signed in before this list existed); a stale time is moved on. */
export async function noteDeviceUse(db: Db, use: DeviceUse, now: number): Promise<void> {
  if (use.lastUsedAt === null) return recordSignIn(db, use, now, await familyStart(db, use.familyId, now));
  if (now - use.lastUsedAt < DEVICE_TOUCH_INTERVAL) return;
  await db.updateTable('signed_in_devices').set({ last_used_at: now }).where('family_id', '=', use.familyId).where('last_used_at', '<', now).execute();
}
