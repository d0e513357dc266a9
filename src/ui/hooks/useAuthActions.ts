import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SignIn } from '../../application/auth/SignIn';
import { SignOut } from '../../application/auth/SignOut';
import { SignUp } from '../../application/auth/SignUp';
import type { UserMeta } from '../../domain/user/UserMeta';
import { queryKeys } from '../app/queries';
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

/** Sign-in for the login dialog: on success the fresh user meta replaces the cached one. */
export function useSignIn(): (values: SignInValues) => Promise<AuthFormResult> {
  const signIn = useUseCase(SignIn);
  const queryClient = useQueryClient();
  return useCallback(
    async (values) => {
      try {
        const result = await signIn.execute(values);
        if (result.ok) queryClient.setQueryData<UserMeta>(queryKeys.userinfo, result.value);
        return toFormResult(result as Outcome);
      } catch {
        return { ok: false, message: UNEXPECTED };
      }
    },
    [signIn, queryClient],
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

export function useSignOut(): () => Promise<void> {
  const signOut = useUseCase(SignOut);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const meta = await signOut.execute();
    queryClient.setQueryData<UserMeta>(queryKeys.userinfo, meta);
  }, [signOut, queryClient]);
}
