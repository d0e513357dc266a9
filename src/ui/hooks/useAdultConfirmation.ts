import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { AdultConfirmationRecord } from '../../application/purchase/adultConfirmation';
import { ADULT_CONFIRMATION_UNREAD, AdultConfirmationStore, type AdultConfirmationState } from '../../application/purchase/stores';
import { isAdultConfirmed } from '../../domain/purchase/adultConfirmation';
import { useUseCase } from './useUseCase';

/**
 * The adult confirmation (SPEC §4.3) as this render may see it: unread on the server and during
 * hydration (so adult content renders masked on both sides), then read from storage after mounting.
 */
export function useAdultConfirmationState(): AdultConfirmationState & { confirmed: boolean } {
  const store = useUseCase(AdultConfirmationStore);
  const storage = useUseCase(AdultConfirmationRecord);
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = store.state$.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, [store]);
  const state = useSyncExternalStore(subscribe, () => store.state$.getValue(), () => ADULT_CONFIRMATION_UNREAD);
  useEffect(() => {
    storage.read();
  }, [storage]);
  return { ...state, confirmed: isAdultConfirmed(state.record, storage.clock.now()) };
}

/** Whether an adult-only item must stay masked (SPEC §6: until confirmed). */
export function useAdultMask(adultOnly: boolean): boolean {
  const { confirmed } = useAdultConfirmationState();
  return adultOnly && !confirmed;
}
