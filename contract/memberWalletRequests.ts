import { z } from 'zod/mini';
import { COUPON_STATES } from './memberWallet';

/** Requests of the member wallet (coupons, promotion codes, the new-customer gift, credit). */
export const CouponListQuery = z.object({ state: z._default(z.enum(COUPON_STATES), 'usable') });

/** POST /v1/member/coupons/claim: trimmed and upper-cased here, so BABY100 = " baby100 ". */
export const ClaimCodeRequest = z.object({
  code: z.pipe(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(32), z.regex(/^[A-Za-z0-9-]+$/)),
    z.transform((c: string) => c.toUpperCase()),
  ),
});
