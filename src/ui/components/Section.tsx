import type { ReactNode } from 'react';
import { PathLink } from './PathLink';
import styles from './Section.module.css';

/** A titled block of a page, with an optional 「看更多」 link. */
export function Section({ title, moreTo, children, id }: { title: string; moreTo?: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.top}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {moreTo && (
          <PathLink to={moreTo} className={styles.more}>
            看更多 ›
          </PathLink>
        )}
      </div>
      {children}
    </section>
  );
}
