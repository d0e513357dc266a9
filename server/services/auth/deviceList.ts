import type { Kysely } from 'kysely';
import type { SignedInDeviceBody } from '../../../contract/memberDevices';
import { describeDevice } from '../../../src/domain/memberDevices/deviceLabel';
import type { Database } from '../../db/schema';
import { isAlive } from './devices';
import { signOutFamilies } from './sessions';

type Db = Kysely<Database>;

/** 登入裝置: the member's devices that can still call the shop, most recently used first; `currentFamily` is the caller's. */
export async function listDevices(db: Db, memberId: number, currentFamily: string, now: number): Promise<SignedInDeviceBody[]> {
  const rows = await db.selectFrom('signed_in_devices').select(['id', 'family_id', 'user_agent', 'created_at', 'last_used_at'])
    .where('member_id', '=', memberId).where((eb) => isAlive(eb, now))
    .orderBy('last_used_at', 'desc').orderBy('id', 'desc').execute();
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
  const row = await db.selectFrom('signed_in_devices').select('family_id')
    .where('id', '=', id).where('member_id', '=', memberId).where((eb) => isAlive(eb, now)).executeTakeFirst();
  if (!row) return false;
  await signOutFamilies(db, [row.family_id], now);
  return true;
}

/**
 * 登出其他所有裝置: every token family and session of the member but the caller's ends, listed or
 * not (a sign-in from before the list existed too). Answers how many listed devices ended.
 */
export async function endOtherDevices(db: Db, memberId: number, currentFamily: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const listed = await trx.selectFrom('signed_in_devices').select('id')
      .where('member_id', '=', memberId).where('family_id', '!=', currentFamily).where((eb) => isAlive(eb, now)).execute();
    for (const table of ['access_tokens', 'refresh_tokens'] as const) {
      await trx.updateTable(table).set({ revoked_at: now })
        .where('member_id', '=', memberId).where('family_id', '!=', currentFamily).where('revoked_at', 'is', null).execute();
    }
    await trx.deleteFrom('sessions').where('member_id', '=', memberId).where('sid_hash', '!=', currentFamily).execute();
    await trx.deleteFrom('signed_in_devices').where('member_id', '=', memberId).where('family_id', '!=', currentFamily).execute();
    return listed.length;
  });
}
