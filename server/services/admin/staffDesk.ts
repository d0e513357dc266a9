import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../contract/adminRoles';
import type { Database } from '../../db/schema';
import { findStaffById, listStaff, updateStaffAccess } from '../../db/repositories/admin/staff';
import { recordAudit, type Actor } from './audit';
import { createStaff, type NewStaff } from './staffAccounts';
import { endEveryStaffSession } from './staffSessions';
import { newTotpSecret, otpauthUri } from './totp';

export async function staffList(db: Kysely<Database>) {
  const rows = await listStaff(db);
  return rows.map((s) => ({
    id: s.id, email: s.email, name: s.name, role: s.role as StaffRole, role_label: STAFF_ROLE_LABELS[s.role as StaffRole], active: s.active === 1, created_at: Number(s.created_at),
  }));
}

const enrolment = async (id: number, password: string | null, uri: string) => ({ id, password, otpauth_uri: uri, qr_data_url: await QRCode.toDataURL(uri) });

/** A new account and its audit entry in one transaction; the password and QR are answered once. */
export async function addStaff(db: Kysely<Database>, actor: Actor, input: NewStaff, cost: number, now: number) {
  const outcome = await db.transaction().execute(async (trx) => {
    const made = await createStaff(trx, input, cost, now);
    if (made.ok) await recordAudit(trx, actor, { action: 'staff.create', entity: 'staff', entityId: made.enrolment.id, after: { email: input.email, name: input.name, role: input.role } }, now);
    return made;
  });
  if (!outcome.ok) return null;
  return enrolment(outcome.enrolment.id, outcome.enrolment.password, outcome.enrolment.otpauthUri);
}

export type StaffChange = { ok: true; active: boolean } | { ok: false; reason: 'not-found' | 'self' };

/** Disabling ends every session of the account at once; nobody disables themself (the last 管理員 stays). */
export async function disableStaff(db: Kysely<Database>, actor: Actor, id: number, now: number): Promise<StaffChange> {
  if (id === actor.staffId) return { ok: false, reason: 'self' };
  const staff = await findStaffById(db, id);
  if (!staff) return { ok: false, reason: 'not-found' };
  await db.transaction().execute(async (trx) => {
    await updateStaffAccess(trx, id, { active: 0 }, now);
    await endEveryStaffSession(trx, id, now);
    await recordAudit(trx, actor, { action: 'staff.disable', entity: 'staff', entityId: id, before: { active: staff.active === 1 }, after: { active: false } }, now);
  });
  return { ok: true, active: false };
}

/** A lost phone: a new secret (the old codes stop working), every session ended, the new QR shown once. */
export async function resetStaffTotp(db: Kysely<Database>, actor: Actor, id: number, now: number) {
  const staff = await findStaffById(db, id);
  if (!staff) return null;
  const secret = newTotpSecret();
  await db.transaction().execute(async (trx) => {
    await updateStaffAccess(trx, id, { totp_secret: secret, totp_last_step: null }, now);
    await endEveryStaffSession(trx, id, now);
    await recordAudit(trx, actor, { action: 'staff.reset_totp', entity: 'staff', entityId: id }, now);
  });
  return enrolment(id, null, otpauthUri(secret, staff.email));
}
