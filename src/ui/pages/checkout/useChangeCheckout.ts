import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ChangeCheckout } from '../../../application/checkout/checkoutUseCases';
import type { FormOutcome } from '../../../application/formOutcome';
import type { Checkout, CheckoutChange } from '../../../domain/checkout/checkoutView';
import { useUseCase } from '../../hooks/useUseCase';
import { checkoutKeys } from './checkoutQueries';

/** Sends one section's change; the shop's re-priced checkout replaces the cached one (its coupons are read again). */
export function useChangeCheckout(checkoutId: number) {
  const changeCheckout = useUseCase(ChangeCheckout);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const change = useCallback(
    async (change: CheckoutChange): Promise<FormOutcome<Checkout>> => {
      setPending(true);
      try {
        const outcome = await changeCheckout.execute({ checkoutId, change });
        if (outcome.ok) {
          queryClient.setQueryData(checkoutKeys.checkout(checkoutId), outcome.value);
          void queryClient.invalidateQueries({ queryKey: checkoutKeys.coupons(checkoutId) });
        }
        return outcome;
      } finally {
        setPending(false);
      }
    },
    [changeCheckout, checkoutId, queryClient],
  );
  return { change, pending };
}
