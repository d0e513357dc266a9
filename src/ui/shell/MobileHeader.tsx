import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { CountBadge, labelWithCount } from './CountBadge';
import { CartIcon, SearchIcon } from './icons';
import { MemberMenu, type MemberAreaProps } from './MemberMenu';
import { shellMessages as m } from './messages';
import { SHELL_PATHS } from './shellLinks';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import { SHOP_COLORS } from '../theme';

export interface MobileHeaderProps extends MemberAreaProps {
  cartCount: number;
  /** Inside the shop's app, which has its own cart and sign-in: no cart link, no member corner. */
  inApp?: boolean;
  /** Pass react-router's `Link`; plain anchors by default. */
  LinkComponent?: ShellLinkComponent;
}

const iconLink = { color: 'text.primary', display: 'inline-flex', p: 1.25, minWidth: 44, minHeight: 44, alignItems: 'center', justifyContent: 'center' };

/** The compact mobile header: logo, search, cart and the member corner, sticky at the top. */
export function MobileHeader({ cartCount, inApp = false, LinkComponent = AnchorLink, ...member }: MobileHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: `1px solid ${SHOP_COLORS.border}`,
        paddingTop: 'env(safe-area-inset-top)',
      }}
    >
      <Box sx={{ height: 52, px: 1.5, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Link
          component={LinkComponent}
          to={SHELL_PATHS.home}
          aria-label={m.homeLink}
          underline="none"
          sx={{ color: SHOP_COLORS.brandPink, fontSize: 21, fontWeight: 800, mr: 'auto', whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {m.brand}
        </Link>
        <Link component={LinkComponent} to={SHELL_PATHS.searchSuggest} aria-label={m.search.mobileLink} sx={iconLink}>
          <SearchIcon />
        </Link>
        {!inApp && <Link
          component={LinkComponent}
          to={SHELL_PATHS.cart}
          aria-label={labelWithCount(m.cart.label, cartCount, (_label, text) => m.cart.withCount(text))}
          sx={iconLink}
        >
          <CountBadge count={cartCount}>
            <CartIcon />
          </CountBadge>
        </Link>}
        {!inApp && <MemberMenu {...member} LinkComponent={LinkComponent} compact />}
      </Box>
    </Box>
  );
}
