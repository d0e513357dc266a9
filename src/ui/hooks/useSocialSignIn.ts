import { useCallback } from 'react';
import { StartSocialSignIn } from '../../application/auth/StartSocialSignIn';
import type { SocialProvider } from '../../application/auth/socialPorts';
import { useUseCase } from './useUseCase';

/** Sends the visitor to the identity provider; they come back to /auth/verify-facebook or the Apple page. */
export function useStartSocialSignIn(): (provider: SocialProvider, returnTo: string) => Promise<void> {
  const start = useUseCase(StartSocialSignIn);
  return useCallback(
    async (provider, returnTo) => {
      window.location.assign(await start.execute({ provider, returnTo }));
    },
    [start],
  );
}
