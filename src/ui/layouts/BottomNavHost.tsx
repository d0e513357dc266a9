import { useEffect, useState } from 'react';
import { activeTab, CART_PATH } from '../../domain/shell/bottomNav';
import { ClaimFeaturedAnimation } from '../../application/shell/ClaimFeaturedAnimation';
import { BottomNav } from '../shell/BottomNav';
import { useRequireMember } from '../hooks/useRequireMember';
import { useCartCount, useNotificationCount } from '../hooks/useShellStores';
import { useUseCase } from '../hooks/useUseCase';
import { useTrackEngagement } from '../hooks/useTrackEngagement';
import { RouterLink } from './RouterLink';

/** The mobile bottom navigation wired to the session's badges, RequireMember for the cart tab, and the daily animation. */
export function BottomNavHost({ routeName }: { routeName: string | null }) {
  const cartCount = useCartCount();
  const notificationCount = useNotificationCount();
  const requireMember = useRequireMember();
  const claimAnimation = useUseCase(ClaimFeaturedAnimation);
  const track = useTrackEngagement();
  // Decided after hydration: the server cannot know when this device last played it.
  const [animateFeatured, setAnimateFeatured] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnimateFeatured(claimAnimation.execute()));
    return () => cancelAnimationFrame(frame);
  }, [claimAnimation]);
  return (
    <BottomNav
      activeKey={activeTab(routeName)}
      cartCount={cartCount}
      notificationCount={notificationCount}
      animateFeatured={animateFeatured}
      // SPEC §2.4: a visitor gets the login dialog, which goes on to the cart once signed in.
      onCartClick={() => requireMember({ redirectTo: CART_PATH })}
      onTabClick={(tab) => track({ kind: 'tab-click', tab })}
      LinkComponent={RouterLink}
    />
  );
}
