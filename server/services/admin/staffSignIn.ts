import type { Kysely } from 'kysely';
import type { StaffSignInRequest } from '../../../contract/adminRequests';
import type { Database } from '../../db/schema';
import { findStaffByEmail, spendTotpStep, type StaffRow } from '../../db/repositories/admin/staff';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { clear, release, reserve, type Limit } from '../auth/rateLimiter';
import { openStaffSession } from './staffSessions';
import { matchingStep } from './totp';

const WINDOW = 15 * 60 * 1000;

/** As members' sign-in: 5 failures per account at an address, 20 per address, in 15 minutes (keys of their own). */
const limitsOf = (email: string, ip: string): Limit[] => [
  { key: `staff-login:account:${email.toLowerCase()}|${ip}`, max: 5, windowMs: WINDOW },
  { key: `staff-login:ip:${ip}`, max: 20, windowMs: WINDOW },
];

export type StaffSignInOutcome =
  | { ok: true; staff: StaffRow; sid: string }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; retryAfter: number };

/** Password and code both right, and the code's step not used before. One answer for every failure: nothing tells which part was wrong. */
async function checks(db: Kysely<Database>, staff: StaffRow | undefined, input: StaffSignInRequest, cost: number, now: number): Promise<boolean> {
  if (!staff || staff.active !== 1) return verifyAgainstDummy(input.password, cost);
  if (!(await verifyPassword(input.password, staff.password_hash))) return false;
  const step = matchingStep(staff.totp_secret, input.code, now);
  return step !== null && spendTotpStep(db, staff.id, step);
}

/**
 * 後台登入: the attempt is counted before the hash (parallel guesses cannot outrun the lock) and
 * given back on success; a success opens a session.
 */
export async function signInStaff(db: Kysely<Database>, input: StaffSignInRequest, ip: string, cost: number, now: number): Promise<StaffSignInOutcome> {
  const limits = limitsOf(input.email, ip);
  const wait = await reserve(db, limits, now);
  if (wait !== null) return { ok: false, reason: 'locked', retryAfter: wait };
  const staff = await findStaffByEmail(db, input.email);
  const passed = await checks(db, staff, input, cost, now).catch(async (err: unknown) => {
    // Not an outcome (the hashing queue was full, say): nothing is counted.
    await release(db, limits);
    throw err;
  });
  if (!passed || !staff) return { ok: false, reason: 'wrong' };
  await release(db, limits.slice(1));
  await clear(db, limits[0].key);
  return { ok: true, staff, sid: await openStaffSession(db, staff.id, now) };
}
