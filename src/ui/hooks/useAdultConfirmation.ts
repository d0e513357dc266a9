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
  const { store, storage, subscribe } = useAdultConfirmationStore();
  const state = useSyncExternalStore(subscribe, () => store.state$.getValue(), () => ADULT_CONFIRMATION_UNREAD);
  useEffect(() => {
    storage.read();
  }, [storage]);
  return { ...state, confirmed: isAdultConfirmed(state.record, storage.clock.now()) };
}

/**
 * Whether an adult-only item must stay masked (SPEC §6: until confirmed). A card watches only that
 * answer, not the whole record: reading storage after hydration changes the record, and a snapshot of
 * the record would re-render every card on the page at once (store updates render synchronously), where
 * the answer changes for none of them unless an adult item's confirmation is on record. Only adult-only
 * cards read storage, once per page.
 */
export function useAdultMask(adultOnly: boolean): boolean {
  const { store, storage, subscribe } = useAdultConfirmationStore();
  const masked = useSyncExternalStore(
    subscribe,
    () => adultOnly && !isAdultConfirmed(store.state$.getValue().record, storage.clock.now()),
    () => adultOnly,
  );
  useEffect(() => {
    if (adultOnly && !store.state$.getValue().loaded) storage.read();
  }, [adultOnly, store, storage]);
  return masked;
}

function useAdultConfirmationStore() {
  const store = useUseCase(AdultConfirmationStore);
  const storage = useUseCase(AdultConfirmationRecord);
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = store.state$.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, [store]);
  return { store, storage, subscribe };
}
