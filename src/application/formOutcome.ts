import { isClientError } from '../domain/errors/clientErrors';
import { ERROR_MESSAGES } from '../domain/errors/messages';
import type { Failure, Result } from '../domain/errors/Result';

/** A refused form or action: its code, the zh-TW message, and per-field messages to show beside the inputs. */
export interface FormFailure extends Failure {
  fields: Readonly<Record<string, string>>;
}

export type FormOutcome<T> = Result<T, FormFailure>;

export const formFailure = (code: string, message: string, fields: Readonly<Record<string, string>> = {}): FormOutcome<never> => ({
  ok: false,
  error: { code, message, fields },
});

/** What a shopper is told when the shop refused a change (its message and fields) or could not be reached. */
export function refused(error: unknown): FormOutcome<never> {
  if (!isClientError(error)) return formFailure('UNKNOWN', ERROR_MESSAGES.unknown);
  const fields = (error as { fields?: Readonly<Record<string, string>> | null }).fields ?? {};
  if (error.kind === 'request-timeout') return formFailure(error.code, ERROR_MESSAGES.requestTimeout);
  if (error.kind === 'network') return formFailure(error.code, ERROR_MESSAGES.network);
  return formFailure(error.code, error.message, fields);
}

/** Runs a call; a technical failure becomes a refusal the page shows, never an exception. */
export async function attempt<T>(call: () => Promise<T>): Promise<FormOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return refused(error);
  }
}
