import { useCallback } from 'react';
import { SignOut } from '../../application/auth/SignOut';
import { useUseCase } from './useUseCase';

/** Sign-out for the header's and the profile page's menus (apart from sign-in, which loads with the login dialog). */
export function useSignOut(): () => Promise<void> {
  const signOut = useUseCase(SignOut);
  return useCallback(async () => {
    await signOut.execute();
  }, [signOut]);
}
