import { inject, injectable } from 'inversify';
import type { Branch } from '../../domain/catalog/Branch';
import { PORT_TOKENS } from '../tokens';
import type { GroupBuyCatalog, GroupList } from './ports';

export interface HomePage {
  branches: Branch[];
  newest: GroupList;
  hot: GroupList;
}

/** The home page's content (SPEC §2.1 "home"): the mall menu, and the newest and hot group-buys. */
@injectable()
export class LoadHomePage {
  constructor(@inject(PORT_TOKENS.GroupBuyCatalog) private readonly catalog: GroupBuyCatalog) {}

  async execute(): Promise<HomePage> {
    const [branches, newest, hot] = await Promise.all([
      this.catalog.mallMenu(),
      this.catalog.groupList('all', 'newest', 1),
      this.catalog.groupList('all', 'hot', 1),
    ]);
    return { branches, newest, hot };
  }
}
