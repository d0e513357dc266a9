import type { Kysely } from 'kysely';
import { deleteEndedDevices, insertDevice, touchDevice } from '../../db/repositories/auth/devices';
import { findSessionStart } from '../../db/repositories/auth/sessions';
import { findFamilyStart } from '../../db/repositories/auth/tokens';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** last_used_at is kept to this precision: one write per device in this interval, never one per call. */
export const DEVICE_TOUCH_INTERVAL = 5 * 60 * 1000;
const USER_AGENT_MAX = 512;

export interface SignInDevice { memberId: number; familyId: string; userAgent: string | undefined }
/** A family just used to call the shop, with what the devices table knew of it (null: no row yet). */
export interface DeviceUse extends SignInDevice { lastUsedAt: number | null }

/**
 * A sign-in starts a device: its family and the user agent it signed in with. The member's devices
 * that ended or expired go at the same moment, so the table holds what the list can show (a device
 * is listed while its family has a live token or session: db/repositories/auth/devices.ts).
 */
export async function recordSignIn(db: Db, device: SignInDevice, now: number, startedAt = now): Promise<void> {
  await deleteEndedDevices(db, device.memberId, now);
  await insertDevice(db, {
    memberId: device.memberId, familyId: device.familyId, userAgent: (device.userAgent ?? '').slice(0, USER_AGENT_MAX), createdAt: startedAt, lastUsedAt: now,
  });
}

/** When a family began: its first refresh token, or its session (a family signed in before the devices table existed). */
async function familyStart(db: Db, familyId: string, now: number): Promise<number> {
  return (await findFamilyStart(db, familyId)) ?? (await findSessionStart(db, familyId)) ?? now;
}

/** Notes a call: a family without a row gets one (signed in before this list existed); a stale time is moved on. */
export async function noteDeviceUse(db: Db, use: DeviceUse, now: number): Promise<void> {
  if (use.lastUsedAt === null) return recordSignIn(db, use, now, await familyStart(db, use.familyId, now));
  if (now - use.lastUsedAt < DEVICE_TOUCH_INTERVAL) return;
  await touchDevice(db, use.familyId, now);
}
