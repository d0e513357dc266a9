import { inject, injectable } from '../injection';
import { PORT_TOKENS } from '../tokens';
import type { GroupBuyCatalog, GroupList } from './ports';

/** The newest group-buys of every branch, listed on the 404 page (SPEC §2.3, §7: data[0]). */
@injectable()
export class LoadNewestGroupBuys {
  constructor(@inject(PORT_TOKENS.GroupBuyCatalog) private readonly catalog: GroupBuyCatalog) {}

  execute(): Promise<GroupList> {
    return this.catalog.groupList('all', 'newest', 1);
  }
}
