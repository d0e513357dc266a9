import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { formatBadgeCount } from '../../domain/badge/formatBadgeCount';

export interface CountBadgeProps {
  count: number;
  children: ReactNode;
}

/** A count badge on an icon; the count is capped by the domain rule (99+) and hidden at 0. */
export function CountBadge({ count, children }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  return (
    <Badge
      badgeContent={text ?? undefined}
      invisible={text === null}
      color="primary"
      slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'count-badge' } as object }}
    >
      {children}
    </Badge>
  );
}

/** The accessible name of a link that carries a badge, so screen readers hear the count once. */
export function labelWithCount(label: string, count: number, format: (label: string, text: string) => string): string {
  const text = formatBadgeCount(count);
  return text === null ? label : format(label, text);
}
