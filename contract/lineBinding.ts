import { z } from 'zod/mini';

/** GET /line-member-binding's query: the messaging app's member record, the CDP's opaque id. */
export const LineMemberBindingQuery = z.object({
  cdp_unit_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
});

/** The binding as it now stands (SPEC §7 uses no field of it: the answer confirms). */
export const LineMemberBinding = z.object({ cdp_unit_id: z.string(), bound_at: z.int(), message: z.string() });
export type LineMemberBinding = z.infer<typeof LineMemberBinding>;
