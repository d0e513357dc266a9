import type { GroupBuyCatalog, GroupList } from '../../application/catalog/ports';
import type { Branch } from '../../domain/catalog/Branch';
import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import { NotFoundError } from '../../domain/errors/clientErrors';
import { firstCards } from '../../domain/catalog/homeLayout';

type ListType = 'newest' | 'hot' | 'discount' | 'recommend';
export const PAGE_SIZE = 20;

/** The server's titles (server/api/messages.ts GROUP_LIST_TITLES). */
const LIST_TITLES: Record<ListType, string> = { newest: '最新團購', hot: '熱銷團購', discount: '優惠團購', recommend: '推薦團購' };

/** The mall in memory: branches, and cards per list type of each branch ('all' lists every branch). */
export class InMemoryGroupBuyCatalog implements GroupBuyCatalog {
  private readonly lists = new Map<string, GroupBuyCard[]>();

  constructor(private branches: Branch[] = []) {}

  withBranches(branches: Branch[]): this {
    this.branches = branches;
    return this;
  }

  /** Puts cards on a list; they also appear on the 'all' list of that type. */
  withList(branchPath: string, type: ListType, cards: GroupBuyCard[]): this {
    this.lists.set(`${branchPath}/${type}`, cards);
    if (branchPath !== 'all') this.lists.set(`all/${type}`, [...(this.lists.get(`all/${type}`) ?? []), ...cards]);
    return this;
  }

  async mallMenu(): Promise<Branch[]> {
    return this.branches;
  }

  async groupList(branchPath: string, type: ListType, page: number, limit?: number): Promise<GroupList> {
    if (branchPath !== 'all' && !this.branches.some((branch) => branch.path === branchPath)) throw new NotFoundError();
    const cards = this.lists.get(`${branchPath}/${type}`) ?? [];
    const start = (page - 1) * PAGE_SIZE;
    return firstCards({
      title: LIST_TITLES[type],
      cards: cards.slice(start, start + PAGE_SIZE),
      page,
      hasMore: cards.length > start + PAGE_SIZE,
    }, limit);
  }
}
