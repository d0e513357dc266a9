import { z } from 'zod';
import { NICKNAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, SOCIAL_PROVIDERS } from './auth';

const email = () => z.string().trim().toLowerCase().email().max(254);

export const SignUpRequest = z.object({
  email: email(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(128),
  nickname: z.string().trim().min(1).max(NICKNAME_MAX_LENGTH),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email: email(),
  password: z.string().min(1).max(128),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const VerifyEmailRequest = z.object({ token: z.string().min(16).max(128) });

/** 忘記密碼: ask for a reset link, then set a new password with it. */
export const ForgotPasswordRequest = z.object({ email: email() });
export const ResetPasswordRequest = z.object({ token: z.string().min(16).max(128), password: z.string().min(PASSWORD_MIN_LENGTH).max(128) });

/** Browsers may omit the refresh token: the server then reads the HttpOnly cookie. */
export const RefreshTokenRequest = z.object({ refresh_token: z.string().min(1).max(512).optional() });

export const SocialProvider = z.enum(SOCIAL_PROVIDERS);

/** Where a social sign-in may send the visitor afterwards: a path of this site only. */
export const ReturnTo = z.string().max(500).regex(/^\/(?!\/)[^\s\\]*$/);

export const SocialStartRequest = z.object({ provider: SocialProvider, return_to: ReturnTo.default('/') });

export const SocialVerifyRequest = z.object({
  provider: SocialProvider,
  code: z.string().min(1).max(256),
  state: z.string().min(1).max(256),
});

export const MergeAccountRequest = z.object({
  ticket: z.string().min(1).max(256),
  password: z.string().min(1).max(128),
});

export const LoginTestRequest = z.object({ email: email() });

export const ResendVerificationRequest = z.object({ email: email() });
