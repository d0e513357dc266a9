import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../application/injection';
import { LoadProfileBadges } from '../../application/notifications/LoadProfileBadges';
import { routeQuery, type RouteQuery } from '../routes/RouteQuery';

export const PROFILE_BADGES_KEY = ['profile-badges'] as const;

/** The red-dot status (SPEC §7), through its use case and its 30-second cache (SPEC §9). */
export const profileBadgesQuery = (container: Resolver) =>
  queryOptions({ queryKey: PROFILE_BADGES_KEY, queryFn: () => container.get(LoadProfileBadges).execute() });

/**
 * For a page that marks its kind seen: the page server reads the status with the page, so the browser knows
 * whether there is anything new to mark without asking (useMarkProfileBadgeSeen).
 */
export const profileBadgesRouteQuery = (container: Resolver): RouteQuery => routeQuery(profileBadgesQuery(container));
