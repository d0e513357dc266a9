import { z } from 'zod/mini';

/** Request schemas of the back office's access and audit endpoints (zod/mini: the declarations load in the browser). */
export const StaffSignInRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
});
export type StaffSignInRequest = z.infer<typeof StaffSignInRequest>;

/** One page of a back-office list (the data grid's server-side paging: page from 0). */
export const PageQuery = {
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
};

export const AuditListQuery = z.object({ ...PageQuery });
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const CreateStaffRequest = z.object({
  email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  role: z.enum(['admin', 'operations', 'support', 'content']),
});
