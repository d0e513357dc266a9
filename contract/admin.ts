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
