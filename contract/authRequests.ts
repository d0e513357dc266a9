import { z } from 'zod/mini';
import { NICKNAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, SOCIAL_PROVIDERS } from './auth';

/** Trimmed and lower-cased before it is checked, so " Amy@Example.com " is amy@example.com. */
const email = () => z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254));
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const newPassword = () => text(PASSWORD_MIN_LENGTH, 128);
/** A link's token (verify e-mail, reset password). */
const linkToken = () => text(16, 128);

export const SignUpRequest = z.object({
  email: email(),
  password: newPassword(),
  nickname: z.string().check(z.trim(), z.minLength(1), z.maxLength(NICKNAME_MAX_LENGTH)),
  /** The version of the 服務條款 and 隱私權政策 the parent agreed to (the server takes only the current one). */
  terms: z.string().check(z.maxLength(32)),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email: email(),
  password: text(1, 128),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const VerifyEmailRequest = z.object({ token: linkToken() });

/** 忘記密碼: ask for a reset link, then set a new password with it. */
export const ForgotPasswordRequest = z.object({ email: email() });
export const ResetPasswordRequest = z.object({ token: linkToken(), password: newPassword() });

/** Browsers may omit the refresh token: the server then reads the HttpOnly cookie. */
export const RefreshTokenRequest = z.object({ refresh_token: z.optional(text(1, 512)) });

export const SocialProvider = z.enum(SOCIAL_PROVIDERS);

/** Where a social sign-in may send the visitor afterwards: a path of this site only. */
export const ReturnTo = z.string().check(z.maxLength(500), z.regex(/^\/(?!\/)[^\s\\]*$/));

export const SocialStartRequest = z.object({ provider: SocialProvider, return_to: z._default(ReturnTo, '/') });

export const SocialVerifyRequest = z.object({
  provider: SocialProvider,
  code: text(1, 256),
  state: text(1, 256),
});

export const MergeAccountRequest = z.object({
  ticket: text(1, 256),
  password: text(1, 128),
});

export const LoginTestRequest = z.object({ email: email() });

export const ResendVerificationRequest = z.object({ email: email() });
