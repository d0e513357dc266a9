import { useEffect } from 'react';
import { RefreshWishList } from '../../../application/purchase/loads';
import { useUseCase } from '../../hooks/useUseCase';
import { useUserMeta } from '../../hooks/useUserMeta';

/** Loads the member's followed sizes once per page, so every panel knows what is followed. */
export function useRefreshWishList(): void {
  const refreshWishList = useUseCase(RefreshWishList);
  const signedIn = useUserMeta()?.signedIn ?? false;
  useEffect(() => {
    refreshWishList.execute().catch(() => undefined);
  }, [signedIn, refreshWishList]);
}
