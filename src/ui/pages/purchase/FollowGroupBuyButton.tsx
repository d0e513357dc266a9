import { useState } from 'react';
import { WishListStore } from '../../../application/purchase/stores';
import { useObservable } from '../../hooks/useObservable';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { useLazyUseCase } from '../../hooks/useLazyUseCase';
import { PurchaseCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';

const loadToggle = () => import('../../../application/purchase/UnfollowOption').then((m) => m.ToggleGroupBuyFollow);

/** 追蹤團購: follows the whole group-buy (it then shows on the tracking list); a visitor gets the login dialog. */
export function FollowGroupBuyButton({ groupBuyId }: { groupBuyId: number }) {
  const brief = useObservable(useUseCase(WishListStore).state$);
  const toggle = useLazyUseCase(loadToggle);
  const toast = useOutcomeToast();
  const [pending, setPending] = useState(false);
  const followed = brief?.groupBuyIds.includes(groupBuyId) ?? false;
  return (
    <button
      type="button"
      className={buttonClass('outlined', 'large')}
      aria-pressed={followed}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        toast(await toggle.execute({ groupBuyId }));
        setPending(false);
      }}
    >
      {followed ? PurchaseCopy.FOLLOWING_GROUP_BUY : PurchaseCopy.FOLLOW_GROUP_BUY}
    </button>
  );
}
