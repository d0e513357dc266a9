import { z } from 'zod/mini';

/**
 * Pieces the request schemas share. Requests are written with zod/mini like the responses: the
 * endpoint declarations that hold them load in the browser too (the typed client), so full zod stays
 * out of every bundle.
 */

/** A database id in a body: a positive 32-bit integer. */
export const dbId = z.int().check(z.minimum(1), z.maximum(2_147_483_647));

/** A path id is digits only (`/groupbuy/12abc` is not 12). */
export const pathId = z.pipe(z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)), z.int().check(z.minimum(1)));

/** An integer from `min` to `max`. */
export const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/** A `?page=` of a list: 1 to 1000, 1 when absent. */
export const pageParam = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1);

/**
 * A `?limit=` of a list: only its first cards (home's blocks read no more rows than they show, issue 12).
 * Absent, the whole page; a limit past the page is the page. Bounded like a page number.
 */
export const limitParam = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)));
