import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ChevronDownIcon } from './icons';
import type { NavLinkItem } from './shellLinks';
import type { ShellLinkComponent } from './ShellLink';
import { SHOP_COLORS } from '../theme';

export interface FooterLinkGroupProps {
  title: string;
  links: readonly NavLinkItem[];
  LinkComponent: ShellLinkComponent;
  /** Mobile: a native disclosure, collapsed by default, that works before hydration. */
  collapsible: boolean;
}

/** 44px rows on phones (a thumb's tap target), 32px on the desktop footer. */
const linkSx = { color: 'text.primary', fontSize: 14, lineHeight: { xs: '44px', desktop: '32px' }, display: 'block' };

function LinkList({ links, LinkComponent }: Pick<FooterLinkGroupProps, 'links' | 'LinkComponent'>) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {links.map((link) => (
        <li key={link.to}>
          <Link component={LinkComponent} to={link.to} underline="hover" sx={linkSx}>
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** One group of footer links: a titled column on desktop, a collapsible section on mobile. */
export function FooterLinkGroup({ title, links, LinkComponent, collapsible }: FooterLinkGroupProps) {
  if (!collapsible) {
    return (
      <Box>
        <Typography component="h2" sx={{ fontSize: 15, fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <LinkList links={links} LinkComponent={LinkComponent} />
      </Box>
    );
  }
  return (
    <Box
      component="details"
      sx={{
        borderBottom: `1px solid ${SHOP_COLORS.border}`,
        '& > summary': { listStyle: 'none', cursor: 'pointer' },
        '& > summary::-webkit-details-marker': { display: 'none' },
        '&[open] .footer-chevron': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 48, fontSize: 15, fontWeight: 700 }}
      >
        {title}
        <Box component="span" className="footer-chevron" sx={{ display: 'inline-flex', transition: 'transform 150ms' }}>
          <ChevronDownIcon size={20} />
        </Box>
      </Box>
      <Box sx={{ pb: 1.5, pl: 1 }}>
        <LinkList links={links} LinkComponent={LinkComponent} />
      </Box>
    </Box>
  );
}
