import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../contract/adminRoles';
import type { Database } from '../../db/schema';
import { createStaff } from './staffAccounts';

/** Demo mode only: one staff member per role, a known password and a fixed TOTP secret (the README lists them). */
export const DEMO_STAFF_PASSWORD = 'jiutuan-staff-1';

export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole; totpSecret: string }[] = [
  { email: 'admin@staff.example.com', name: '王管理', role: 'admin', totpSecret: 'JBSWY3DPEHPK3PXPADMINAAAAAAAAAAA' },
  { email: 'ops@staff.example.com', name: '林營運', role: 'operations', totpSecret: 'JBSWY3DPEHPK3PXPOPSAAAAAAAAAAAAA' },
  { email: 'support@staff.example.com', name: '陳客服', role: 'support', totpSecret: 'JBSWY3DPEHPK3PXPSUPPORTAAAAAAAAA' },
  { email: 'content@staff.example.com', name: '張內容', role: 'content', totpSecret: 'JBSWY3DPEHPK3PXPCONTENTAAAAAAAAA' },
];

/** Seeds the demo staff that are missing (every demo boot; an existing account is left as it is). */
export async function seedDemoStaff(db: Kysely<Database>, cost: number, now: number): Promise<void> {
  for (const staff of DEMO_STAFF) await createStaff(db, { ...staff, password: DEMO_STAFF_PASSWORD }, cost, now);
}
