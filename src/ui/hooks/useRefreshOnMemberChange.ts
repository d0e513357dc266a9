import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { distinctUntilChanged, filter, map, pairwise } from 'rxjs';
import { SessionStore } from '../../application/shell/SessionStore';
import { useUseCase } from './useUseCase';

/**
 * Server data can depend on who asks (the cart, "mine", "liked by me"), so when the member
 * changes every query is invalidated: the session's owner says who, react-query re-asks the
 * server, nothing is copied between them. After a sign-in the page on screen is re-read at
 * once; after a sign-out it is only marked stale, because a member-only page on screen would
 * fail its re-read while the sign-out is already taking the visitor home.
 */
export function useRefreshOnMemberChange(): void {
  const session = useUseCase(SessionStore);
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = session.state$
      .pipe(
        // undefined: not resolved yet; null: a visitor; a number: that member.
        map((current) => (current === null ? undefined : current.user.id)),
        distinctUntilChanged(),
        pairwise(),
        filter(([before]) => before !== undefined),
      )
      .subscribe(([, after]) => void queryClient.invalidateQueries({ refetchType: after === null ? 'none' : 'active' }));
    return () => subscription.unsubscribe();
  }, [session, queryClient]);
}
