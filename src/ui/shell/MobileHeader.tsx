import { CountBadge, labelWithCount } from './CountBadge';
import { CartIcon, SearchIcon } from './icons';
import { MemberMenu, type MemberAreaProps } from './MemberMenu';
import { shellMessages as m } from './messages';
import styles from './MobileHeader.module.css';
import { SHELL_PATHS } from './shellLinks';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';

export interface MobileHeaderProps extends MemberAreaProps {
  cartCount: number;
  /** Inside the shop's app, which has its own cart and sign-in: no cart link, no member corner. */
  inApp?: boolean;
  /** Pass react-router's `Link`; plain anchors by default. */
  LinkComponent?: ShellLinkComponent;
}

/** The compact mobile header: logo, search, cart and the member corner, sticky at the top. */
export function MobileHeader({ cartCount, inApp = false, LinkComponent = AnchorLink, ...member }: MobileHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LinkComponent to={SHELL_PATHS.home} aria-label={m.homeLink} className={styles.logo}>
          {m.brand}
        </LinkComponent>
        <LinkComponent to={SHELL_PATHS.searchSuggest} aria-label={m.search.mobileLink} className={styles.iconLink}>
          <SearchIcon />
        </LinkComponent>
        {!inApp && (
          <LinkComponent
            to={SHELL_PATHS.cart}
            aria-label={labelWithCount(m.cart.label, cartCount, (_label, text) => m.cart.withCount(text))}
            className={styles.iconLink}
          >
            <CountBadge count={cartCount}>
              <CartIcon />
            </CountBadge>
          </LinkComponent>
        )}
        {!inApp && <MemberMenu {...member} LinkComponent={LinkComponent} compact />}
      </div>
    </header>
  );
}
