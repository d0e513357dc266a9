import { useCallback } from 'react';
import { SignIn } from '../../application/auth/SignIn';
import { SignUp } from '../../application/auth/SignUp';
import type { AuthFormResult, SignInValues, SignUpValues } from '../shell/authForm';
import { useUseCase } from './useUseCase';

const UNEXPECTED = '系統忙碌中，請稍後再試';

type Outcome = { ok: true; value: unknown } | { ok: false; error: { message: string | null; fields: Record<string, string | undefined> } };

const toFormResult = (result: Outcome): AuthFormResult =>
  result.ok
    ? { ok: true }
    : {
        ok: false,
        message: result.error.message ?? undefined,
        fields: Object.fromEntries(Object.entries(result.error.fields).filter((entry): entry is [string, string] => Boolean(entry[1]))),
      };

/** Sign-in for the login dialog: SignIn puts the signed-in session into the store. */
export function useSignIn(): (values: SignInValues) => Promise<AuthFormResult> {
  const signIn = useUseCase(SignIn);
  return useCallback(
    async (values) => {
      try {
        return toFormResult((await signIn.execute(values)) as Outcome);
      } catch {
        return { ok: false, message: UNEXPECTED };
      }
    },
    [signIn],
  );
}

export function useSignUp(): (values: SignUpValues) => Promise<AuthFormResult> {
  const signUp = useUseCase(SignUp);
  return useCallback(
    async (values) => {
      try {
        return toFormResult((await signUp.execute(values)) as Outcome);
      } catch {
        return { ok: false, message: UNEXPECTED };
      }
    },
    [signUp],
  );
}
