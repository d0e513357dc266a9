import type { MouseEvent, ReactNode } from 'react';
import { NAV_TABS, type NavTab, type NavTabKey } from '../../domain/shell/bottomNav';
import { CountBadge, labelWithCount } from './CountBadge';
import { BagIcon, CartIcon, ChatIcon, CompassIcon, StarIcon, UserIcon } from './icons';
import { shellMessages as m } from './messages';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import styles from './BottomNav.module.css';
import { cx } from '../components/cx';

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
    <LinkComponent
      to={tab.path}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      aria-label={labelWithCount(tab.title, count, m.bottomNav.withBadge)}
      data-tab={tab.key}
      className={cx(styles.tab, active && styles.active)}
    >
      {/* The title comes first in reading order, so the visible text starts the accessible name; the icon shows above it. */}
      <span>{tab.title}</span>
      <span data-animated={animate ? 'true' : undefined} className={cx(styles.icon, animate && styles.bounce)}>
        <CountBadge count={count}>{ICONS[tab.key]}</CountBadge>
      </span>
    </LinkComponent>
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
    <nav data-testid="bottom-nav" aria-label={m.bottomNav.label} className={styles.nav}>
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
    </nav>
  );
}
