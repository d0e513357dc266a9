import { inject, injectable } from '../injection';
import type { Branch } from '../../domain/catalog/Branch';
import { HOME_CARDS } from '../../domain/catalog/homeLayout';
import type { BranchSection, FloorLink } from '../../domain/mall/browse';
import { MALL_TOKENS } from '../mall/tokens';
import type { MallCatalog } from '../mall/ports';
import { PORT_TOKENS } from '../tokens';
import type { GroupBuyCatalog, GroupList } from './ports';

export interface HomePage {
  branches: Branch[];
  newest: GroupList;
  hot: GroupList;
  /** The home page's branch sections (新生兒必備, …). */
  sections: BranchSection[];
  floors: FloorLink[];
  featured: { discount: GroupList; recommend: GroupList };
}

/**
 * The home page's content (SPEC §2.1 "home"): the mall's front (its branches, sections and floors, one read), and the lists,
 * each as many cards as home shows (HOME_CARDS), asked of the ports as a `limit` so no more are read.
 */
@injectable()
export class LoadHomePage {
  constructor(
    @inject(PORT_TOKENS.GroupBuyCatalog) private readonly catalog: GroupBuyCatalog,
    @inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog,
  ) {}

  async execute(): Promise<HomePage> {
    const [newest, hot, home, discount, recommend] = await Promise.all([
      this.catalog.groupList('all', 'newest', 1, HOME_CARDS.newest),
      this.catalog.groupList('all', 'hot', 1, HOME_CARDS.hot),
      this.mall.mallHome(),
      this.mall.featured('discount', 1, HOME_CARDS.featured),
      this.mall.featured('recommend', 1, HOME_CARDS.featured),
    ]);
    const sections = await Promise.all(home.sectionIds.map((id) => this.mall.section(id, HOME_CARDS.section)));
    return { branches: home.branches, newest, hot, sections, floors: home.floors, featured: { discount, recommend } };
  }
}
