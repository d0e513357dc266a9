import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, LineIcon, YouTubeIcon } from './icons';
import { shellMessages as m } from './messages';
import { SOCIAL_LINKS, type SocialNetwork } from './shellLinks';
import { EXTERNAL_LINK } from './ShellLink';
import { visuallyHidden } from './visuallyHidden';
import { SHOP_COLORS } from '../theme';

const ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookIcon size={20} />,
  instagram: <InstagramIcon size={20} />,
  line: <LineIcon size={20} />,
  youtube: <YouTubeIcon size={20} />,
};

/** The shop's social pages, each opening in a new tab without handing over the opener. */
export function FooterSocialLinks() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.network}>
          <Link
            href={social.url}
            {...EXTERNAL_LINK}
            underline="none"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              minHeight: 44,
              px: 1.25,
              borderRadius: 5,
              border: `1px solid ${SHOP_COLORS.border}`,
              bgcolor: 'background.paper',
              color: 'text.primary',
              fontSize: 13,
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            {ICONS[social.network]}
            {social.label}
            <span style={visuallyHidden}>{m.footer.opensInNewWindow}</span>
          </Link>
        </li>
      ))}
    </Box>
  );
}
