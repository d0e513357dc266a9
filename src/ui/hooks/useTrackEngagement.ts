import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { TrackEngagement } from '../../application/tracking/TrackEngagement';
import type { Engagement } from '../../domain/tracking/engagementEvents';
import { useUseCase } from './useUseCase';

/** Records a tab click, customer-service click or coupon-popup answer on the current page (SPEC §7). */
export function useTrackEngagement(): (engagement: Engagement) => void {
  const track = useUseCase(TrackEngagement);
  const { pathname } = useLocation();
  return useCallback((engagement) => track.execute({ engagement, path: pathname }), [track, pathname]);
}
