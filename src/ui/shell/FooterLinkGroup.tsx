import styles from './FooterLinkGroup.module.css';
import { ChevronDownIcon } from './icons';
import type { NavLinkItem } from './shellLinks';
import type { ShellLinkComponent } from './ShellLink';

export interface FooterLinkGroupProps {
  title: string;
  links: readonly NavLinkItem[];
  LinkComponent: ShellLinkComponent;
  /** Mobile: a native disclosure, collapsed by default, that works before hydration. */
  collapsible: boolean;
}

function LinkList({ links, LinkComponent }: Pick<FooterLinkGroupProps, 'links' | 'LinkComponent'>) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to}>
          <LinkComponent to={link.to} className={styles.link}>
            {link.label}
          </LinkComponent>
        </li>
      ))}
    </ul>
  );
}

/** One group of footer links: a titled column on desktop, a collapsible section on mobile. */
export function FooterLinkGroup({ title, links, LinkComponent, collapsible }: FooterLinkGroupProps) {
  if (!collapsible) {
    return (
      <div>
        <h2 className={styles.heading}>{title}</h2>
        <LinkList links={links} LinkComponent={LinkComponent} />
      </div>
    );
  }
  return (
    <details className={styles.group}>
      <summary className={styles.summary}>
        {title}
        <span className={styles.chevron}>
          <ChevronDownIcon size={20} />
        </span>
      </summary>
      <div className={styles.panel}>
        <LinkList links={links} LinkComponent={LinkComponent} />
      </div>
    </details>
  );
}
