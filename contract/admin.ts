import { z } from 'zod/mini';
import { STAFF_ROLES } from './adminRoles';

/** Response bodies of the back office's access and audit endpoints (issue 28). */
export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const StaffMeBody = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  role_label: z.string(),
});
export type StaffMeBody = z.infer<typeof StaffMeBody>;

export const SignedOutStaffBody = z.object({ sessions_ended: z.number() });

export const AuditEntryBody = z.object({
  id: z.number(),
  staff_id: z.number(),
  staff_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  ip: z.string(),
  created_at: z.number(),
});
export type AuditEntryBody = z.infer<typeof AuditEntryBody>;

export const AuditPageBody = z.object({ rows: z.array(AuditEntryBody), total: z.number() });
export type AuditPageBody = z.infer<typeof AuditPageBody>;

export const StaffListBody = z.object({
  rows: z.array(z.object({ id: z.number(), email: z.string(), name: z.string(), role: StaffRoleSchema, role_label: z.string(), active: z.boolean(), created_at: z.number() })),
});

/** Shown once: the new password and the authenticator enrolment (URI and QR as a data URL); only the secret's use is kept. */
export const StaffEnrolmentBody = z.object({
  id: z.number(),
  password: z.nullable(z.string()),
  otpauth_uri: z.string(),
  qr_data_url: z.string(),
});

export const StaffChangedBody = z.object({ id: z.number(), active: z.boolean() });
