import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { keyframes } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { NAV_TABS, type NavTab, type NavTabKey } from '../../domain/shell/bottomNav';
import { CountBadge, labelWithCount } from './CountBadge';
import { BagIcon, CartIcon, ChatIcon, CompassIcon, StarIcon, UserIcon } from './icons';
import { shellMessages as m } from './messages';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import { BOTTOM_NAV_HEIGHT_PX, SHOP_COLORS, SHOP_TOKENS } from '../theme';

export interface BottomNavProps {
  /** The highlighted tab (domain `activeTab(routeName)`), or null. */
  activeKey: NavTabKey | null;
  cartCount: number;
  notificationCount: number;
  /** Plays the featured tab's bounce; the caller decides it is the first time today. */
  animateFeatured: boolean;
  /** Asked on a cart-tab tap: true goes on to the cart; false stays (a visitor got the login dialog). */
  onCartClick: () => boolean;
  /** Every tab click, for analytics. */
  onTabClick?: (key: NavTabKey) => void;
  LinkComponent?: ShellLinkComponent;
}

const ICONS: Record<NavTabKey, ReactNode> = {
  shopping: <BagIcon />,
  featured: <StarIcon />,
  discussion: <ChatIcon />,
  explore: <CompassIcon />,
  cart: <CartIcon />,
  member: <UserIcon />,
};

const bounce = keyframes`
  0%, 100% { transform: translateY(0) scale(1); }
  30% { transform: translateY(-6px) scale(1.15); }
  55% { transform: translateY(0) scale(0.95); }
  75% { transform: translateY(-2px) scale(1.05); }
`;

function badgeCount(tab: NavTab, cartCount: number, notificationCount: number): number {
  if (tab.badge === 'cart') return cartCount;
  if (tab.badge === 'notification') return notificationCount;
  return 0;
}

interface TabLinkProps {
  tab: NavTab;
  active: boolean;
  count: number;
  animate: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  LinkComponent: ShellLinkComponent;
}

function TabLink({ tab, active, count, animate, onClick, LinkComponent }: TabLinkProps) {
  return (
    <Link
      component={LinkComponent}
      to={tab.path}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      aria-label={labelWithCount(tab.title, count, m.bottomNav.withBadge)}
      underline="none"
      data-tab={tab.key}
      sx={{
        flex: 1,
        height: BOTTOM_NAV_HEIGHT_PX,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.25,
        fontSize: 12,
        fontWeight: active ? 700 : 500,
        color: active ? SHOP_COLORS.brandPinkStrong : SHOP_TOKENS.textMuted,
        WebkitTapHighlightColor: 'transparent',
      }}
    >
      {/* The title comes first in reading order, so the visible text starts the accessible name; the icon shows above it. */}
      <span>{tab.title}</span>
      <Box
        component="span"
        data-animated={animate ? 'true' : undefined}
        sx={{
          order: -1,
          display: 'inline-flex',
          animation: animate ? `${bounce} 900ms ease-in-out 2` : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <CountBadge count={count}>{ICONS[tab.key]}</CountBadge>
      </Box>
    </Link>
  );
}

/** The mobile bottom navigation of SPEC §2.4: six tabs, fixed to the bottom. */
export function BottomNav(props: BottomNavProps) {
  const { activeKey, cartCount, notificationCount, animateFeatured, LinkComponent = AnchorLink } = props;

  const handleClick = (tab: NavTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    props.onTabClick?.(tab.key);
    // A link, not a button, so the cart stays reachable without script; the owner decides whether to go on.
    if (tab.key === 'cart' && !props.onCartClick()) event.preventDefault();
  };

  return (
    <Box
      component="nav"
      data-testid="bottom-nav"
      aria-label={m.bottomNav.label}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        height: `calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom))`,
        paddingBottom: 'env(safe-area-inset-bottom)',
        bgcolor: 'background.paper',
        borderTop: `1px solid ${SHOP_COLORS.border}`,
        display: 'flex',
      }}
    >
      {NAV_TABS.map((tab) => (
        <TabLink
          key={tab.key}
          tab={tab}
          active={tab.key === activeKey}
          count={badgeCount(tab, cartCount, notificationCount)}
          animate={tab.key === 'featured' && animateFeatured}
          onClick={handleClick(tab)}
          LinkComponent={LinkComponent}
        />
      ))}
    </Box>
  );
}
