import { z } from 'zod';

/** SPEC §3 "Auth token data"; expired_at in epoch seconds. */
export const TokenData = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expired_at: z.number().int(),
});
export type TokenData = z.infer<typeof TokenData>;

export const PASSWORD_MIN_LENGTH = 8;
export const NICKNAME_MAX_LENGTH = 20;

export const SignUpRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(128),
  nickname: z.string().trim().min(1).max(NICKNAME_MAX_LENGTH),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(128),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const VerifyEmailRequest = z.object({ token: z.string().min(16).max(128) });

/** Browsers may omit the refresh token: the server then reads the HttpOnly cookie. */
export const RefreshTokenRequest = z.object({ refresh_token: z.string().min(1).max(512).optional() });

export const SocialProvider = z.enum(['facebook', 'apple', 'line']);
export type SocialProvider = z.infer<typeof SocialProvider>;

/** Where a social sign-in may send the visitor afterwards: a path of this site only. */
export const ReturnTo = z.string().max(500).regex(/^\/(?!\/)[^\s\\]*$/);

/** POST /v2/member/social/start: the provider's authorize URL (state kept in a short-lived cookie). */
export const SocialStartRequest = z.object({ provider: SocialProvider, return_to: ReturnTo.default('/') });
export const SocialStartResult = z.object({ url: z.string() });

/** POST /v2/member/social/verify, called by /auth/verify-facebook and /auth/apple-login-webview. */
export const SocialVerifyRequest = z.object({
  provider: SocialProvider,
  code: z.string().min(1).max(256),
  state: z.string().min(1).max(256),
});
export const SocialVerifyResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), token: TokenData, return_to: z.string().optional() }),
  z.object({ status: z.literal('merge_required'), ticket: z.string(), email: z.string() }),
]);
export type SocialVerifyResponse = z.infer<typeof SocialVerifyResponse>;

export const MergeAccountRequest = z.object({
  ticket: z.string().min(1).max(256),
  password: z.string().min(1).max(128),
});
/** POST /v2/member/merge-account signs in like a social sign-in. */
export const MergeAccountResult = z.object({ status: z.literal('signed_in'), token: TokenData, return_to: z.string().optional() });

/** POST /v2/member/login-test (sandbox only): sign in as a demo member through a session. */
export const LoginTestRequest = z.object({ email: z.string().trim().toLowerCase().email().max(254) });
export const LoginTestResult = z.object({ email: z.string(), nickname: z.string() });

export const ResendVerificationRequest = z.object({ email: z.string().trim().toLowerCase().email().max(254) });

/** `data` of sign-up (201) and verify-email (200). */
export const EmailResult = z.object({ email: z.string() });
export const SignedOutResult = z.object({ signed_out: z.literal(true) });
