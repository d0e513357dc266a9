import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BindLineMember } from '../../application/auth/BindLineMember';
import { useUseCase } from './useUseCase';

/** SPEC §6, §7: a page opened from the messaging app's link binds the member (now, or once signed in). */
export function useLineMemberBinding(signedIn: boolean | undefined): void {
  const bind = useUseCase(BindLineMember);
  const { search } = useLocation();
  useEffect(() => {
    if (signedIn === undefined) return;
    void bind.execute({ search });
  }, [bind, search, signedIn]);
}
