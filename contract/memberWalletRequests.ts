import { z } from 'zod';
import { COUPON_STATES } from './memberWallet';

/** Requests of the member wallet (coupons, promotion codes, the new-customer gift, credit). */
export const CouponListQuery = z.object({ state: z.enum(COUPON_STATES).default('usable') });

/** POST /v1/member/coupons/claim: trimmed and upper-cased here, so BABY100 = " baby100 ". */
export const ClaimCodeRequest = z.object({
  code: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9-]+$/).transform((c) => c.toUpperCase()),
});
