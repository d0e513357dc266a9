import { useCallback } from 'react';
import { RequireMember, type MemberAction } from '../../application/shell/RequireMember';
import { useUseCase } from './useUseCase';

/** "Signed in, go on" (true) or the login dialog for this action (false): the one check for member-only taps. */
export function useRequireMember(): (action?: MemberAction) => boolean {
  const requireMember = useUseCase(RequireMember);
  return useCallback((action) => requireMember.execute(action).ok, [requireMember]);
}
