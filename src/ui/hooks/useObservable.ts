import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Reads an rxjs BehaviorSubject as React state (server snapshot = current value). */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  const snapshot = useCallback(() => subject.getValue(), [subject]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
