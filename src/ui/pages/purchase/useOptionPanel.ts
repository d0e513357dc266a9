import { useCallback, useState } from 'react';
import { TellAppSelectedOption } from '../../../application/appBridge/TellAppSelectedOption';
import { CartStatusStore, WishListStore } from '../../../application/purchase/stores';
import { followedOptionIds } from '../../../domain/purchase/GroupBuyDetail';
import {
  actionButtonState, decrease, increase, openPanel, selectOption, selectedOption, withFollowed, type OptionPanelState,
} from '../../../domain/purchase/optionPanel';
import type { PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { useObservable } from '../../hooks/useObservable';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { useLazyUseCase } from '../../hooks/useLazyUseCase';

// The panel's actions load after the page has painted (useLazyUseCase), not in its first load.
const loadAddToCart = () => import('../../../application/purchase/AddToCart').then((m) => m.AddToCart);
const loadFollowOption = () => import('../../../application/purchase/FollowOption').then((m) => m.FollowOption);
const loadUnfollowOption = () => import('../../../application/purchase/UnfollowOption').then((m) => m.UnfollowOption);

/** The option panel of SPEC §4.5: domain state in React, actions through use cases. */
export function useOptionPanel(product: PanelProduct, options: { readOnly?: boolean; onDone?: () => void } = {}) {
  const brief = useObservable(useUseCase(WishListStore).state$);
  const pending = useObservable(useUseCase(CartStatusStore).state$).addToCartPending;
  const followed = followedOptionIds(brief);
  const [panel, setState] = useState<OptionPanelState>(() => openPanel(product, followed, options.readOnly));
  // What is followed lives in the wish-list store; the panel reads it fresh on every render.
  const state = withFollowed(panel, followed);
  const addToCart = useLazyUseCase(loadAddToCart);
  const followOption = useLazyUseCase(loadFollowOption);
  const unfollowOption = useLazyUseCase(loadUnfollowOption);
  const toast = useOutcomeToast();
  const tellApp = useUseCase(TellAppSelectedOption);
  const [busy, setBusy] = useState(false);

  // The pending promise of SPEC §4.5: it settles once the add has its outcome; success closes the panel.
  const act = useCallback(async () => {
    const option = selectedOption(state);
    const action = actionButtonState(state);
    if (action === 'ADD_TO_CART') {
      const outcome = await addToCart.execute({ groupBuyId: product.groupId, optionId: option?.id ?? null, quantity: state.quantity });
      toast(outcome);
      if (outcome?.ok) options.onDone?.();
      return;
    }
    if (!option || (action !== 'NOTIFY_ME' && action !== 'CANCEL_NOTIFY')) return;
    setBusy(true);
    const input = { productId: product.itemId, optionId: option.id };
    const outcome = action === 'NOTIFY_ME' ? await followOption.execute(input) : await unfollowOption.execute(input);
    setBusy(false);
    toast(outcome);
    if (outcome.ok) options.onDone?.();
  }, [state, addToCart, followOption, unfollowOption, product, options, toast]);

  return {
    state,
    pending: pending || busy,
    select: (optionId: number) => {
      setState((s) => selectOption(s, optionId));
      // Inside the app its own buy bar follows the chosen size (updateSelectedProd); a no-op on the web.
      const option = product.options.find((o) => o.id === optionId);
      if (option) tellApp.execute({ groupBuyId: product.groupId, productId: product.itemId, optionId, size: option.size });
    },
    increase: () => setState(increase),
    decrease: () => setState(decrease),
    act,
  };
}
