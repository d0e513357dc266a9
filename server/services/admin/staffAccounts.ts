import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../contract/adminRoles';
import type { Database } from '../../db/schema';
import { findStaffByEmail, insertStaff } from '../../db/repositories/admin/staff';
import { hashPassword } from '../auth/passwords';
import { newSecret } from '../auth/secrets';
import { newTotpSecret, otpauthUri } from './totp';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  /** Given by the demo seed; otherwise a random one is made and shown once. */
  password?: string;
  totpSecret?: string;
}

export interface Enrolment {
  id: number;
  password: string;
  /** What the authenticator app scans (shown once: only the secret is kept). */
  otpauthUri: string;
}

export type CreateStaffOutcome = { ok: true; enrolment: Enrolment } | { ok: false; reason: 'email-taken' };

/** A new staff account with its TOTP enrolment: the only way to make one (the CLI, 管理員's staff page, the demo seed). */
export async function createStaff(db: Kysely<Database>, input: NewStaff, cost: number, now: number): Promise<CreateStaffOutcome> {
  if (await findStaffByEmail(db, input.email)) return { ok: false, reason: 'email-taken' };
  const password = input.password ?? newSecret().slice(0, 16);
  const secret = input.totpSecret ?? newTotpSecret();
  const id = await insertStaff(db, {
    email: input.email, name: input.name, role: input.role, password_hash: await hashPassword(password, cost),
    totp_secret: secret, totp_last_step: null, active: 1, created_at: now, updated_at: now,
  });
  return { ok: true, enrolment: { id, password, otpauthUri: otpauthUri(secret, input.email.toLowerCase()) } };
}
