import Box from '@mui/material/Box';
import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import { GroupBuyCardView } from './GroupBuyCardView';

/** A responsive grid of cards: 2 across on phones, up to 5 on wide screens. */
export function GroupBuyGrid({ cards, eagerCount = 0 }: { cards: GroupBuyCard[]; eagerCount?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.25, md: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
      {cards.map((card, index) => (
        <GroupBuyCardView key={card.id} card={card} eager={index < eagerCount} />
      ))}
    </Box>
  );
}
