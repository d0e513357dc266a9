import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadProfileBadges } from '../../application/notifications/LoadProfileBadges';
import { MarkProfileBadgeSeen } from '../../application/notifications/MarkProfileBadgeSeen';
import { badgeTypeOfPage, isHighlighted, showsProfileBadges } from '../../domain/notifications/profileBadges';
import { isAppPlatform } from '../../domain/user/platform';
import { useUserMeta } from '../hooks/useUserMeta';
import { useUseCase } from '../hooks/useUseCase';
import { visuallyHidden } from '../shell/visuallyHidden';
import styles from './useProfileBadges.module.css';

const KEY = ['profile-badges'] as const;

function useBadgesWanted(): boolean {
  const user = useUserMeta();
  return user !== undefined && showsProfileBadges({ signedIn: user.signedIn, inApp: user.fromApp || isAppPlatform(user.platform) });
}

function useProfileBadges() {
  const load = useUseCase(LoadProfileBadges);
  return useQuery({ queryKey: KEY, queryFn: () => load.execute(), enabled: useBadgesWanted() });
}

/** Opening a member page marks its kind seen (SPEC §7), then the dots are read again. */
export function useMarkProfileBadgeSeen(): void {
  const { pathname } = useLocation();
  const wanted = useBadgesWanted();
  const mark = useUseCase(MarkProfileBadgeSeen);
  const queries = useQueryClient();
  useEffect(() => {
    if (!wanted || badgeTypeOfPage(pathname) === null) return;
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
