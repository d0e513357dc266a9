import { z } from 'zod/mini';
import { GroupBuyListProduct } from './catalog';
import { AGE_VALUES } from './mall';

/**
 * GET /v1/member/baby-picks: home's 適合寶寶 row. For a member with a baby, which baby it is for (her
 * name, the age as a parent says it, the row's title and the age band) and buyable group-buys of that
 * band, never adult-only; a visitor or a member without a baby gets `baby: null` and no products.
 */
export const BabyPicksBody = z.object({
  baby: z.nullable(z.object({ name: z.string(), age_text: z.string(), title: z.string(), age: z.enum(AGE_VALUES) })),
  products: z.array(GroupBuyListProduct),
});
export type BabyPicksBody = z.infer<typeof BabyPicksBody>;
