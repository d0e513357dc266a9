/** An expected outcome as a value (STYLE.md "Errors"): ok with a value, or a failure with a stable code. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** What a shopper's action met when it did not go through: a stable code and the zh-TW text to show. */
export interface Failure<C extends string = string> {
  code: C;
  message: string;
}

/** The outcome of a shopper's action (STYLE.md): ok(value), or err with a code and its message. */
export type Outcome<T, C extends string = string> = Result<T, Failure<C>>;

export const err = <C extends string>(code: C, message: string): Result<never, Failure<C>> => fail({ code, message });

/** The code of a member-only action met by a visitor: the login dialog answers it, not a message. */
export const SIGN_IN_REQUIRED = 'SIGN_IN_REQUIRED';

/**
 * The text a shopper is shown for an action's outcome (a toast, SPEC §4.4): its message, or
 * none when nothing happened (null), the outcome carries no message, or the login dialog opened.
 */
export function shownText(outcome: Result<{ message: string | null }, Failure> | null): string | null {
  if (!outcome) return null;
  if (outcome.ok) return outcome.value.message;
  return outcome.error.code === SIGN_IN_REQUIRED ? null : outcome.error.message;
}
