import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import { GroupBuyCardView } from './GroupBuyCardView';
import styles from './GroupBuyGrid.module.css';

/** A responsive grid of cards: 2 across on phones, up to 5 on wide screens. */
export function GroupBuyGrid({ cards, eagerCount = 0, titleMarks }: { cards: GroupBuyCard[]; eagerCount?: number; titleMarks?: Record<number, [number, number][]> }) {
  return (
    <div className={styles.grid}>
      {cards.map((card, index) => (
        <GroupBuyCardView key={card.id} card={card} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} titleMarks={titleMarks?.[card.id]} />
      ))}
    </div>
  );
}
