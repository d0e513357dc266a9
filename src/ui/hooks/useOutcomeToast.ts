import { useCallback } from 'react';
import { ToastCenter } from '../../application/shell/ToastCenter';
import { shownText } from '../../domain/errors/Result';
import { useUseCase } from './useUseCase';

/** Shows a use case's outcome as a toast through the ToastCenter (SPEC §4.4, §8); see shownText for which. */
export function useOutcomeToast(): (outcome: Parameters<typeof shownText>[0]) => void {
  const toasts = useUseCase(ToastCenter);
  return useCallback(
    (outcome) => {
      const text = shownText(outcome);
      if (text) toasts.show(text);
    },
    [toasts],
  );
}
