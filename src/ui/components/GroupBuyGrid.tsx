import { Suspense } from 'react';
import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import { GroupBuyCardView } from './GroupBuyCardView';
import styles from './GroupBuyGrid.module.css';

/** Cards hydrated together: a page's cards hydrate and commit in groups, not in one long task. */
const HYDRATION_GROUP = 6;

/**
 * A responsive grid of group-buy cards (2 across on phones, up to 5 on wide screens). Each group of cards is a Suspense boundary of its own, which adds no
 * element (the grid lays the cards out as before): React hydrates and commits each boundary apart,
 * so a page of fifty cards does not become interactive in one task long enough to hold up a tap.
 */
export function GroupBuyGrid({ cards, eagerCount = 0, titleMarks }: { cards: GroupBuyCard[]; eagerCount?: number; titleMarks?: Record<number, [number, number][]> }) {
  const groups = Array.from({ length: Math.ceil(cards.length / HYDRATION_GROUP) }, (_, group) => cards.slice(group * HYDRATION_GROUP, (group + 1) * HYDRATION_GROUP));
  return (
    <div className={styles.grid}>
      {groups.map((group, groupIndex) => (
        <Suspense key={group[0].id} fallback={null}>
          {group.map((card, inGroup) => {
            const index = groupIndex * HYDRATION_GROUP + inGroup;
            return <GroupBuyCardView key={card.id} card={card} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} titleMarks={titleMarks?.[card.id]} />;
          })}
        </Suspense>
      ))}
    </div>
  );
}
