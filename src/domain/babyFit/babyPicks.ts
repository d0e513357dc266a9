import type { GroupBuyCard } from '../catalog/GroupBuyCard';
import type { AgeBand } from './ageFit';

/** Home's 適合寶寶 row as the client reasons about it: the baby it is for (null: no row) and buyable cards of her age. */
export interface BabyPicks {
  baby: { name: string; ageText: string; title: string; age: AgeBand } | null;
  cards: GroupBuyCard[];
}

export const NO_BABY_PICKS: BabyPicks = { baby: null, cards: [] };
