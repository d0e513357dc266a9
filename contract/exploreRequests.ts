import { z } from 'zod';

/** Article ids are the 25 fixed numbers; the service answers 404 for any other number. */
export const ArticleParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const GuideParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A suggestion query: 1-50 characters after trimming. */
export const ExploreSuggestQuery = z.object({ query: z.string().trim().min(1).max(50) });
