import { z } from 'zod/mini';
import { PageQuery } from './adminRequests';

/** Request schemas of the coupons desk (issue 28). */
export const AdminCouponsQuery = z.object({ ...PageQuery });
export type AdminCouponsQuery = z.infer<typeof AdminCouponsQuery>;

const day = z.string().check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/));
const whole = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const common = {
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  min_spend: whole(0, 1_000_000),
  /** Taipei days, inclusive: usable from the first's 00:00 to the end of the last. */
  starts_on: day,
  ends_on: day,
  /** A promotion code members type to claim it (upper-cased); none: staff give it out. */
  code: z.optional(z.pipe(
    z.string().check(z.trim(), z.maxLength(32), z.regex(/^[A-Za-z0-9-]*$/)),
    z.transform((c: string) => c.toUpperCase()),
  )),
  /** How many members may claim the code in all; none: no limit. */
  code_limit: z.optional(z.nullable(whole(1, 1_000_000))),
};

/** 新增折價券: NT dollars off, or the percent paid (88 = 88 折), as the coupons table keeps them. */
export const CreateCouponRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), value: whole(1, 100_000), ...common }),
  z.object({ kind: z.literal('percent'), value: whole(1, 99), ...common }),
]);
export type CreateCouponRequest = z.infer<typeof CreateCouponRequest>;
