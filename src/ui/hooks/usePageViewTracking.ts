import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { TrackPageView } from '../../application/tracking/TrackPageView';
import { useUseCase } from './useUseCase';

/** Every page shown in the browser (first load and each navigation) is a page_view for our collector. */
export function usePageViewTracking(): void {
  const track = useUseCase(TrackPageView);
  const { pathname } = useLocation();
  useEffect(() => {
    track.execute({ path: pathname });
  }, [track, pathname]);
}
