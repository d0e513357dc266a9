import { useId, type ReactNode, type Ref } from 'react';
import { CountBadge, labelWithCount } from './CountBadge';
import styles from './DesktopHeader.module.css';
import { CartIcon, SearchIcon } from './icons';
import { MemberMenu, type MemberAreaProps } from './MemberMenu';
import { shellMessages as m } from './messages';
import { DESKTOP_NAV_LINKS, SHELL_PATHS } from './shellLinks';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import { visuallyHidden } from './visuallyHidden';
import { buttonClass } from '../components/buttonClass';

export interface DesktopHeaderProps extends MemberAreaProps {
  cartCount: number;
  /** Pass react-router's `Link`; plain anchors by default. */
  LinkComponent?: ShellLinkComponent;
  /** The product search with suggestions (the app passes it once its code has loaded); a plain search form without. */
  search?: ReactNode;
  /** The plain form's input, so the search with suggestions can take over what was typed in it. */
  searchInputRef?: Ref<HTMLInputElement>;
}

/** The desktop header: logo, product search, the main sections, cart and member corner. */
export function DesktopHeader({ cartCount, LinkComponent = AnchorLink, search, searchInputRef, ...member }: DesktopHeaderProps) {
  const searchId = useId();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LinkComponent to={SHELL_PATHS.home} aria-label={m.homeLink} className={styles.logo}>
          {m.brand}
        </LinkComponent>
        {search ?? (
          <form role="search" action={SHELL_PATHS.search} method="get" className={styles.search}>
            <label htmlFor={searchId} style={visuallyHidden}>
              {m.search.label}
            </label>
            <input ref={searchInputRef} id={searchId} name="query" type="search" placeholder={m.search.placeholder} className={styles.searchInput} />
            <button type="submit" aria-label={m.search.submit} className={buttonClass('text', 'medium', styles.searchSubmit)}>
              <SearchIcon size={20} />
            </button>
          </form>
        )}
        <nav aria-label={m.nav.label} className={styles.nav}>
          {DESKTOP_NAV_LINKS.map((link) => (
            <LinkComponent key={link.to} to={link.to} className={styles.navLink}>
              {link.label}
            </LinkComponent>
          ))}
        </nav>
        <div className={styles.end}>
          <LinkComponent
            to={SHELL_PATHS.cart}
            aria-label={labelWithCount(m.cart.label, cartCount, (_label, text) => m.cart.withCount(text))}
            className={styles.cart}
          >
            <CountBadge count={cartCount}>
              <CartIcon />
            </CountBadge>
          </LinkComponent>
          <MemberMenu {...member} LinkComponent={LinkComponent} />
        </div>
      </div>
    </header>
  );
}
