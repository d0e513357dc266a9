import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RemoveDestination } from '../../../application/checkout/checkoutUseCases';
import type { FormFailure } from '../../../application/formOutcome';
import { useUseCase } from '../../hooks/useUseCase';
import { CheckoutCopy } from './checkoutCopy';
import { checkoutKeys } from './checkoutQueries';

/**
 * 刪除 beside a saved address or store in the delivery modal: the way out of the cap of 20 the
 * address form names. The checkout is read again, since removing its chosen destination clears it.
 */
export function RemoveDestinationButton({ checkoutId, destinationId, label, onFailure }: {
  checkoutId: number; destinationId: number; label: string; onFailure: (failure: FormFailure) => void;
}) {
  const remove = useUseCase(RemoveDestination);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    const outcome = await remove.execute({ destinationId });
    setPending(false);
    if (!outcome.ok) return onFailure(outcome.error);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: checkoutKeys.destinations }),
      queryClient.invalidateQueries({ queryKey: checkoutKeys.checkout(checkoutId) }),
    ]);
  };
  return (
    <Button size="small" color="inherit" disabled={pending} aria-label={`${CheckoutCopy.REMOVE} ${label}`} onClick={() => void onClick()}>
      {CheckoutCopy.REMOVE}
    </Button>
  );
}
