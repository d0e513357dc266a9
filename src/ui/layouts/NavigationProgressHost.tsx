import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
import { NavigationProgress } from '../../application/shell/NavigationProgress';
import { ProgressBar } from '../shell/ProgressBar';
import { PROGRESS_BAR_COLORS } from '../progressBarColors';
import { useProgress } from '../hooks/useShellStores';
import { useUseCase } from '../hooks/useUseCase';

const COLORS = { blue: PROGRESS_BAR_COLORS.desktop, pink: PROGRESS_BAR_COLORS.mobile, red: PROGRESS_BAR_COLORS.failure } as const;

/** Drives the progress bar from the router's navigation state (SPEC §4.4). */
export function NavigationProgressHost({ mobile }: { mobile: boolean }) {
  const progress = useUseCase(NavigationProgress);
  const state = useProgress();
  const navigation = useNavigation();
  const wasLoading = useRef(false);
  useEffect(() => {
    const loading = navigation.state !== 'idle';
    if (loading && !wasLoading.current) progress.start(mobile ? 'mobile' : 'desktop');
    // A failed navigation's error page has already turned the bar red (useFailNavigationProgress).
    if (!loading && wasLoading.current) progress.finish();
    wasLoading.current = loading;
  }, [navigation.state, mobile, progress]);
  return <ProgressBar value={state.percent} color={COLORS[state.color]} />;
}
