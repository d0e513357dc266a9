import { useEffect } from 'react';
import { NavigationProgress } from '../../application/shell/NavigationProgress';
import { useUseCase } from './useUseCase';

/** An error page turns the navigation progress bar red (SPEC §4.4). */
export function useFailNavigationProgress(): void {
  const progress = useUseCase(NavigationProgress);
  useEffect(() => progress.fail(), [progress]);
}
