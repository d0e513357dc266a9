import { z } from 'zod';

/** Campaign attributes (SPEC §3) accepted as userinfo query params. */
export const UtmQuery = z.object({
  utm_source: z.string().max(100).optional(),
  utm_medium: z.string().max(100).optional(),
  utm_campaign: z.string().max(100).optional(),
  utm_content: z.string().max(100).optional(),
  utm_term: z.string().max(100).optional(),
});
