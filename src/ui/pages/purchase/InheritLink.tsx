import type { ReactNode } from 'react';
import { PathLink } from '../../components/PathLink';
import styles from './InheritLink.module.css';

/**
 * An in-app link in the surrounding text colour. Styled through a CSS module class: the page's CSP
 * has no 'unsafe-inline', so style attributes in server-rendered HTML would be blocked.
 */
export function InheritLink({ to, children }: { to: string; children: ReactNode }) {
  return <PathLink to={to} className={styles.link}>{children}</PathLink>;
}
