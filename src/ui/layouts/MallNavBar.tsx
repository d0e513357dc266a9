import { PathLink } from '../components/PathLink';
import type { Branch } from '../../domain/catalog/Branch';
import { MallCopy } from '../pages/mall/messages';
import styles from './MallNavBar.module.css';

export interface MallNavBarProps {
  branches: Branch[];
  /** The current branch path ('all' for 全部), or null when the page belongs to none. */
  current: string | null;
  variant: 'desktop' | 'mobile';
  /** The mobile bar sticks under the mobile header, or to the top when the route hides it. */
  underHeader?: boolean;
}

/** SPEC §2.2 branch navigation: a row of branches on desktop, sticky sideways-scrolling chips on phones. */
export function MallNavBar({ branches, current, variant, underHeader = true }: MallNavBarProps) {
  const items = [{ path: 'all', name: MallCopy.allBranches }, ...branches];
  const mobile = variant === 'mobile';
  return (
    <nav
      aria-label={MallCopy.branchNav}
      data-testid={`mall-nav-${variant}`}
      data-under-header={mobile && underHeader ? '' : undefined}
      className={`${styles.bar} ${mobile ? styles.mobile : styles.desktop}`}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.path} className={styles.item}>
            <PathLink to={`/mall/${item.path}`} aria-current={item.path === current ? 'page' : undefined} className={`${styles.link} ${mobile ? styles.chip : styles.tab}`}>
              {item.name}
            </PathLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
