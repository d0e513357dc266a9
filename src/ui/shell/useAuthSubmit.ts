import { useRef, useState } from 'react';
import type { AuthFormResult } from './authForm';
import { shellMessages as m } from './messages';

export interface AuthFormErrors {
  form: string | null;
  fields: Record<string, string>;
}

const NO_ERRORS: AuthFormErrors = { form: null, fields: {} };

/**
 * Runs one submit at a time and turns the owner's answer into errors to show. A thrown
 * error is a technical failure: the shopper sees a generic message and keeps what they typed.
 */
export function useAuthSubmit<V>(action: (values: V) => Promise<AuthFormResult>) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<AuthFormErrors>(NO_ERRORS);
  // A ref, not state, so a double click within one render cannot submit twice.
  const inFlight = useRef(false);

  const submit = async (values: V): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      const result = await action(values);
      if (result.ok) return true;
      const fields = result.fields ?? {};
      const hasFieldErrors = Object.keys(fields).length > 0;
      setErrors({ form: result.message ?? (hasFieldErrors ? null : m.login.failed), fields });
      return false;
    } catch {
      setErrors({ form: m.login.unexpectedError, fields: {} });
      return false;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const clearField = (name: string) => {
    if (!(name in errors.fields)) return;
    const { [name]: _cleared, ...rest } = errors.fields;
    setErrors({ ...errors, fields: rest });
  };

  return { pending, errors, submit, clearField };
}
