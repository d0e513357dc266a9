import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import type { Branch } from '../../domain/catalog/Branch';

/** `total`: how many group-buys the list holds over every page, when the API gives it (the filtered mall list). */
export interface GroupList { title: string; cards: GroupBuyCard[]; page: number; hasMore: boolean; total?: number }

export interface GroupBuyCatalog {
  mallMenu(): Promise<Branch[]>;
  /**
   * One page of a group list. `limit`: only the page's first `limit` cards are wanted (home's blocks):
   * an adapter may read no more, and `hasMore` then says whether the list goes on past them.
   */
  groupList(branchPath: string, type: 'newest' | 'hot' | 'discount' | 'recommend', page: number, limit?: number): Promise<GroupList>;
}
