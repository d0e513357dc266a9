import { z } from 'zod/mini';

const attribute = () => z.optional(z.string().check(z.maxLength(100)));

/** Campaign attributes (SPEC §3) accepted as userinfo query params. */
export const UtmQuery = z.object({
  utm_source: attribute(),
  utm_medium: attribute(),
  utm_campaign: attribute(),
  utm_content: attribute(),
  utm_term: attribute(),
});
