import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { activeTab } from '../../domain/shell/bottomNav';
import { ClaimFeaturedAnimation } from '../../application/shell/ClaimFeaturedAnimation';
import { OpenCartTab } from '../../application/shell/OpenCartTab';
import { BottomNav } from '../shell/BottomNav';
import { useCartCount, useNotificationCount } from '../hooks/useShellStores';
import { useUseCase } from '../hooks/useUseCase';
import { RouterLink } from './RouterLink';

/** The mobile bottom navigation wired to the badges, the cart-tab rule and the daily animation. */
export function BottomNavHost({ routeName, signedIn }: { routeName: string | null; signedIn: boolean }) {
  const cartCount = useCartCount();
  const notificationCount = useNotificationCount();
  const openCartTab = useUseCase(OpenCartTab);
  const claimAnimation = useUseCase(ClaimFeaturedAnimation);
  const navigate = useNavigate();
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
      signedIn={signedIn}
      animateFeatured={animateFeatured}
      onCartClickSignedOut={() => {
        const path = openCartTab.execute();
        if (path) navigate(path);
      }}
      LinkComponent={RouterLink}
    />
  );
}
