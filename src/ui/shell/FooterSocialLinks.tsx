import type { ReactNode } from 'react';
import styles from './FooterSocialLinks.module.css';
import { FacebookIcon, InstagramIcon, LineIcon, YouTubeIcon } from './icons';
import { shellMessages as m } from './messages';
import { SOCIAL_LINKS, type SocialNetwork } from './shellLinks';
import { EXTERNAL_LINK } from './ShellLink';
import { visuallyHidden } from './visuallyHidden';

const ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookIcon size={20} />,
  instagram: <InstagramIcon size={20} />,
  line: <LineIcon size={20} />,
  youtube: <YouTubeIcon size={20} />,
};

/** The shop's social pages, each opening in a new tab without handing over the opener. */
export function FooterSocialLinks() {
  return (
    <ul className={styles.list}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.network}>
          <a href={social.url} {...EXTERNAL_LINK} className={styles.link}>
            {ICONS[social.network]}
            {social.label}
            <span style={visuallyHidden}>{m.footer.opensInNewWindow}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
