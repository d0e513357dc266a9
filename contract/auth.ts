import { z } from 'zod/mini';

/** SPEC §3 "Auth token data"; expired_at in epoch seconds. */
export const TokenData = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expired_at: z.int(),
});
export type TokenData = z.infer<typeof TokenData>;

export const PASSWORD_MIN_LENGTH = 8;
export const NICKNAME_MAX_LENGTH = 20;
export const SOCIAL_PROVIDERS = ['facebook', 'apple', 'line'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** POST /v2/member/social/start: the provider's authorize URL (state kept in a short-lived cookie). */
export const SocialStartResult = z.object({ url: z.string() });

/** POST /v2/member/social/verify, called by /auth/verify-facebook and /auth/apple-login-webview. */
export const SocialVerifyResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), token: TokenData, return_to: z.optional(z.string()) }),
  z.object({ status: z.literal('merge_required'), ticket: z.string(), email: z.string() }),
]);
export type SocialVerifyResponse = z.infer<typeof SocialVerifyResponse>;

/** POST /v2/member/merge-account signs in like a social sign-in. */
export const MergeAccountResult = z.object({ status: z.literal('signed_in'), token: TokenData, return_to: z.optional(z.string()) });

/** POST /v2/member/login-test (sandbox only): sign in as a demo member through a session. */
export const LoginTestResult = z.object({ email: z.string(), nickname: z.string() });

/** `data` of sign-up (201), resend and 忘記密碼. */
export const EmailResult = z.object({ email: z.string() });

/**
 * POST /v2/member/verify-email: the link proved the mailbox, so the parent is signed in (issue 30); a link of an
 * account already verified (opened twice, or another of its links won) says so and signs no one in.
 */
export const VerifyEmailResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), email: z.string(), token: TokenData }),
  z.object({ status: z.literal('already_verified'), email: z.string() }),
]);
export type VerifyEmailResult = z.infer<typeof VerifyEmailResult>;
export const SignedOutResult = z.object({ signed_out: z.literal(true) });
/** POST /v2/member/password/reset: the new password is set (every sign-in of the member has ended). */
export const PasswordResetResult = z.object({ reset: z.literal(true) });

/** GET /v2/member/me: the signed-in member's basics; the member area builds on it. */
export const MemberMe = z.object({
  id: z.int(),
  email: z.string(),
  nickname: z.string(),
  email_verified: z.boolean(),
  has_password: z.boolean(),
});
