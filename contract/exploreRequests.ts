import { z } from 'zod/mini';

const id = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/** Article ids are the 25 fixed numbers; the service answers 404 for any other number. */
export const ArticleParams = z.object({ id });
export const GuideParams = z.object({ id });

/** A suggestion query: 1-50 characters after trimming. */
export const ExploreSuggestQuery = z.object({ query: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)) });
