import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import type { Branch } from '../../domain/catalog/Branch';

export interface GroupList { title: string; cards: GroupBuyCard[]; page: number; hasMore: boolean }

export interface GroupBuyCatalog {
  mallMenu(): Promise<Branch[]>;
  groupList(branchPath: string, type: 'newest' | 'hot' | 'discount' | 'recommend', page: number): Promise<GroupList>;
}
