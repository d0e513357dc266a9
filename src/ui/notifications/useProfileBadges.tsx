import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MarkProfileBadgeSeen } from '../../application/notifications/MarkProfileBadgeSeen';
import { badgeTypeOfPage, isHighlighted, showsProfileBadges, type ProfileBadges } from '../../domain/notifications/profileBadges';
import { isAppPlatform } from '../../domain/user/platform';
import { useMediaMatch } from '../hooks/useMediaMatch';
import { useUserMeta } from '../hooks/useUserMeta';
import { useContainer } from '../di/ContainerProvider';
import { useUseCase } from '../hooks/useUseCase';
import { visuallyHidden } from '../shell/visuallyHidden';
import { PROFILE_BADGES_KEY as KEY, profileBadgesQuery } from './profileBadgesQuery';
import styles from './useProfileBadges.module.css';

/** Where the member area's side list shows (MemberShell: MUI's `md`, 900 px); phones hide it, dots and all. */
export const SIDE_LIST_MEDIA = '(min-width: 900px)';

function useBadgesWanted(): boolean {
  const user = useUserMeta();
  return user !== undefined && showsProfileBadges({ signedIn: user.signedIn, inApp: user.fromApp || isAppPlatform(user.platform) });
}

/**
 * The dots are read only where the side list shows: on a phone, whose member pages hide it, reading them
 * loaded the API client (axios, inversify, zod: some 55 KB gzip) on every member page for dots nobody sees.
 */
function useProfileBadges() {
  const shown = useMediaMatch(SIDE_LIST_MEDIA);
  return useQuery({ ...profileBadgesQuery(useContainer()), enabled: useBadgesWanted() && shown });
}

/**
 * Opening a member page marks its kind seen (SPEC §7), then the dots are read again. When the status the page came
 * with (its route reads it: profileBadgesRouteQuery) shows nothing new of the kind since it was last seen, marking
 * it again would change nothing, and the call would load the whole API client on a phone. Restocks are marked
 * always: their mark records how many followed sizes are in stock now, which can have dropped.
 */
export function useMarkProfileBadgeSeen(): void {
  const { pathname } = useLocation();
  const wanted = useBadgesWanted();
  const mark = useUseCase(MarkProfileBadgeSeen);
  const queries = useQueryClient();
  useEffect(() => {
    const type = badgeTypeOfPage(pathname);
    if (!wanted || type === null) return;
    const known = queries.getQueryData<ProfileBadges>(KEY);
    if (known && type !== 'replenishment' && !isHighlighted(known, type)) return;
    mark.execute(pathname).then(() => queries.invalidateQueries({ queryKey: KEY }), () => undefined);
  }, [wanted, pathname, mark, queries]);
}

/** The red dot beside a member page's link when something new waits there. */
export function ProfileBadgeDot({ to }: { to: string }) {
  const { data } = useProfileBadges();
  const type = badgeTypeOfPage(to);
  if (type === null || !isHighlighted(data ?? null, type)) return null;
  return (
    <span data-testid="profile-badge-dot" className={styles.dot}>
      <span style={visuallyHidden}>有新消息</span>
    </span>
  );
}
