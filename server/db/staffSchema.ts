import type { Generated } from 'kysely';

/** Tables of migration 0032_staff: the back office's staff, their sessions and the audit log. Times in epoch ms, booleans 0/1. */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  /** A StaffRole code (contract/adminRoles.ts). */
  role: string;
  /** `scrypt$N$r$p$salt$hash`, as members' passwords. */
  password_hash: string;
  /** Base32 TOTP secret (the authenticator app's key). */
  totp_secret: string;
  /** The last 30-second step whose code signed in: a code is used once. */
  totp_last_step: number | null;
  active: number;
  created_at: number;
  updated_at: number;
}

/** A staff sign-in: the sid's SHA-256, an idle deadline that moves on use, and an absolute one that never does. */
export interface StaffSessionsTable {
  id: Generated<number>;
  sid_hash: string;
  staff_id: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

/** Append-only: no code path updates or deletes a row, and triggers refuse it on both databases. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON text, or null (nothing before a creation, nothing after a deletion). */
  before_json: string | null;
  after_json: string | null;
  ip: string;
  created_at: number;
}

export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
}
