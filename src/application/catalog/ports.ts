import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import type { Branch } from '../../domain/catalog/Branch';

/** `total`: how many group-buys the list holds over every page, when the API gives it (the filtered mall list). */
export interface GroupList { title: string; cards: GroupBuyCard[]; page: number; hasMore: boolean; total?: number }

export interface GroupBuyCatalog {
  mallMenu(): Promise<Branch[]>;
  groupList(branchPath: string, type: 'newest' | 'hot' | 'discount' | 'recommend', page: number): Promise<GroupList>;
}
