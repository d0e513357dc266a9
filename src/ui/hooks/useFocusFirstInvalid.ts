import { useEffect, useRef } from 'react';

/**
 * After a refused form (each field at fault marked with aria-invalid by its TextField), the first such
 * field takes the focus, so the keyboard and a phone's scroll land on what to fix.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(failure: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (failure) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);
  return ref;
}
