import { EMAIL_MAX_LENGTH, NICKNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { TERMS_VERSION } from './terms';
import { checkDisplayName } from '../displayText/displayName';
import { fail, ok, type Result } from '../errors/Result';
import { AUTH_MESSAGES } from './messages';

/** `terms`: the box 「我已閱讀並同意服務條款與隱私權政策」 is ticked. */
export interface SignUpFields { email: string; password: string; nickname: string; terms: boolean }
/** What a valid sign-up sends: the fields, with the version of the terms it agreed to. */
export interface SignUpAccount { email: string; password: string; nickname: string; terms: string }
export interface SignInFields { email: string; password: string }
/** Field name → zh-TW message; only fields with a problem appear. */
export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

/** The same pattern as zod's `.email()`, which the server applies, so both sides agree. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function emailProblem(raw: string): string | null {
  const email = normalizeEmail(raw);
  if (email === '') return AUTH_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return AUTH_MESSAGES.emailTooLong;
  return EMAIL_PATTERN.test(email) ? null : AUTH_MESSAGES.emailInvalid;
}

function newPasswordProblem(password: string): string | null {
  if (password === '') return AUTH_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return password.length > PASSWORD_MAX_LENGTH ? AUTH_MESSAGES.passwordTooLong : null;
}

const NICKNAME_PROBLEMS = { required: AUTH_MESSAGES.nicknameRequired, too_long: AUTH_MESSAGES.nicknameTooLong, reserved: AUTH_MESSAGES.nicknameReserved };

/** The nickname as others will read it (invisible characters gone), or its problem; the server applies it too. */
export function checkNickname(raw: string): Result<string, string> {
  const checked = checkDisplayName(raw, NICKNAME_MAX_LENGTH);
  return checked.ok ? checked : fail(NICKNAME_PROBLEMS[checked.error]);
}

function collect<F>(problems: Record<keyof F & string, string | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, problem] of Object.entries(problems) as [keyof F & string, string | null][]) {
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** Sign-up input as the shop accepts it: trimmed, e-mail lower-cased, nickname cleaned; or every field's problem. */
export function validateSignUp(input: SignUpFields): Result<SignUpAccount, FieldErrors<SignUpFields>> {
  const nickname = checkNickname(input.nickname);
  const errors = collect<SignUpFields>({
    email: emailProblem(input.email),
    password: newPasswordProblem(input.password),
    nickname: nickname.ok ? null : nickname.error,
    terms: input.terms ? null : AUTH_MESSAGES.termsRequired,
  });
  if (!nickname.ok || Object.keys(errors).length > 0) return fail(errors);
  return ok({ email: normalizeEmail(input.email), password: input.password, nickname: nickname.value, terms: TERMS_VERSION });
}

/** Sign-in only checks presence and shape; the password rules belong to sign-up. */
export function validateSignIn(input: SignInFields): Result<SignInFields, FieldErrors<SignInFields>> {
  const errors = collect<SignInFields>({
    email: emailProblem(input.email),
    password: input.password === '' ? AUTH_MESSAGES.passwordRequired : null,
  });
  if (Object.keys(errors).length > 0) return fail(errors);
  return ok({ email: normalizeEmail(input.email), password: input.password });
}
