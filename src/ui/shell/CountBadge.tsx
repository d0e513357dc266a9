import type { ReactNode } from 'react';
import { formatBadgeCount } from '../../domain/badge/formatBadgeCount';
import styles from './CountBadge.module.css';

export interface CountBadgeProps {
  count: number;
  children: ReactNode;
}

/** A count badge on an icon; the count is capped by the domain rule (99+) and hidden at 0. */
export function CountBadge({ count, children }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  return (
    <span className={styles.root}>
      {children}
      {/* The link around it carries the count in its name (labelWithCount): heard once, not twice. */}
      {text !== null && (
        <span className={styles.badge} aria-hidden="true" data-testid="count-badge">
          {text}
        </span>
      )}
    </span>
  );
}

/** The accessible name of a link that carries a badge, so screen readers hear the count once. */
export function labelWithCount(label: string, count: number, format: (label: string, text: string) => string): string {
  const text = formatBadgeCount(count);
  return text === null ? label : format(label, text);
}
