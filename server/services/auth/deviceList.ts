import type { Kysely } from 'kysely';
import type { SignedInDeviceBody } from '../../../contract/memberDevices';
import { describeDevice } from '../../../src/domain/memberDevices/deviceLabel';
import { countOtherLiveDevices, deleteMemberDevices, findLiveDeviceFamily, listLiveDevices } from '../../db/repositories/auth/devices';
import { deleteMemberSessions } from '../../db/repositories/auth/sessions';
import { revokeMemberTokens } from '../../db/repositories/auth/tokens';
import type { Database } from '../../db/schema';
import { signOutFamilies } from './sessions';

type Db = Kysely<Database>;

/** 登入裝置: the member's devices that can still call the shop, most recently used first; `currentFamily` is the caller's. */
export async function listDevices(db: Db, memberId: number, currentFamily: string, now: number): Promise<SignedInDeviceBody[]> {
  const rows = await listLiveDevices(db, memberId, now);
  return rows.map((r) => ({
    id: r.id, ...describeDevice(r.user_agent), current: r.family_id === currentFamily, signed_in_at: r.created_at, last_used_at: r.last_used_at,
  }));
}

/**
 * Ends one of the member's devices: its refresh chain and its access tokens are revoked at once (the
 * next call with them is AUTH_100023), its session too. Another member's device, or one already
 * ended, is not found.
 */
export async function endDevice(db: Db, memberId: number, id: number, now: number): Promise<boolean> {
  const family = await findLiveDeviceFamily(db, memberId, id, now);
  if (family === null) return false;
  await signOutFamilies(db, [family], now);
  return true;
}

/**
 * 登出其他所有裝置: every token family and session of the member but the caller's ends, listed or
 * not (a sign-in from before the list existed too). Answers how many listed devices ended.
 */
export async function endOtherDevices(db: Db, memberId: number, currentFamily: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const listed = await countOtherLiveDevices(trx, memberId, currentFamily, now);
    await revokeMemberTokens(trx, memberId, now, currentFamily);
    await deleteMemberSessions(trx, memberId, currentFamily);
    await deleteMemberDevices(trx, memberId, currentFamily);
    return listed;
  });
}
