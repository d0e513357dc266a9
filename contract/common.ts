import { z } from 'zod/mini';

/**
 * Schemas are written with zod/mini: the browser parses the responses, and mini keeps the client
 * bundle small. Request schemas live in the *Requests.ts files (their shared parts in requestParts.ts);
 * the endpoints in endpoints/<area>.ts name both.
 */

/** Every failure body of the API (DESIGN.md "API conventions"). */
export const ErrorBody = z.object({
  error_code: z.string(),
  message: z.string(),
  link: z.optional(z.object({ path: z.string() })),
  /** Field-level problems of a 400, keyed by input field. */
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Success bodies wrap their payload in `data`. */
export const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ data });

/** Stable error codes of SPEC §8 plus the ones this shop adds in the same shape. */
export const ErrorCode = {
  INVALID_OAUTH_TOKEN: 'AUTH_100023',
  INVALID_REFRESH_TOKEN: 'AUTH_100027',
  EXPIRED_REFRESH_TOKEN: 'AUTH_100028',
  REDIRECT: 'GEN_000001',
  NOT_FOUND: 'GEN_000002',
  BAD_REQUEST: 'GEN_000400',
  REQUEST_TIMEOUT: 'GEN_000408',
  UNAUTHORIZED: 'AUTH_100001',
  TOO_MANY_ATTEMPTS: 'GEN_000429',
  INTERNAL: 'GEN_000500',
  EMAIL_TAKEN: 'AUTH_100010',
  WRONG_CREDENTIALS: 'AUTH_100011',
  EMAIL_NOT_VERIFIED: 'AUTH_100012',
  VERIFY_TOKEN_INVALID: 'AUTH_100013',
  PLATFORM_HEADER_REQUIRED: 'GEN_000403',
  UNSUPPORTED_MEDIA_TYPE: 'GEN_000415',
  FORBIDDEN: 'GEN_000003',
  SERVICE_UNAVAILABLE: 'GEN_000503',
  METHOD_NOT_ALLOWED: 'GEN_000405',
  SOCIAL_STATE_MISMATCH: 'AUTH_100014',
  MERGE_TICKET_INVALID: 'AUTH_100015',
  SOCIAL_PROVIDER_UNAVAILABLE: 'AUTH_100016',
  SOCIAL_SIGN_IN_FAILED: 'AUTH_100017',
  RESET_TOKEN_INVALID: 'AUTH_100018',
  CART_ITEM_DISCONTINUED: 'CART_ITEM_DISCONTINUED',
  CART_ITEM_SOLD_OUT: 'CART_ITEM_SOLD_OUT',
  CART_ITEM_NOT_FOUND: 'CART_ITEM_NOT_FOUND',
  CART_GROUPBUY_ENDED: 'CART_GROUPBUY_ENDED',
  CART_GROUPBUY_NOT_STARTED: 'CART_GROUPBUY_NOT_STARTED',
  /** The back office: a refund or report someone decided already; the gateway would not refund. */
  ADMIN_ALREADY_DECIDED: 'ADMIN_ALREADY_DECIDED',
  ADMIN_GATEWAY_REFUND_FAILED: 'ADMIN_GATEWAY_REFUND_FAILED',
  ADMIN_ORDER_STATE: 'ADMIN_ORDER_STATE',
  /** The back office: what the form was made from changed underneath it (reload, then edit). */
  ADMIN_STALE_EDIT: 'ADMIN_STALE_EDIT',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Header names shared by client and server. */
export const Header = {
  OAUTH_TOKEN: 'x-oauth-token',
  PLATFORM: 'platform',
} as const;

export { Cookie } from './cookieNames';
