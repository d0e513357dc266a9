import { inject, injectable } from '../injection';
import type { Branch } from '../../domain/catalog/Branch';
import { firstCards, HOME_CARDS } from '../../domain/catalog/homeLayout';
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

/** The home page's content (SPEC §2.1 "home"): the mall menu, sections, floors, and the featured lists, each as many cards as home shows (HOME_CARDS). */
@injectable()
export class LoadHomePage {
  constructor(
    @inject(PORT_TOKENS.GroupBuyCatalog) private readonly catalog: GroupBuyCatalog,
    @inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog,
  ) {}

  async execute(): Promise<HomePage> {
    const [branches, newest, hot, home, discount, recommend] = await Promise.all([
      this.catalog.mallMenu(),
      this.catalog.groupList('all', 'newest', 1),
      this.catalog.groupList('all', 'hot', 1),
      this.mall.mallHome(),
      this.mall.featured('discount', 1),
      this.mall.featured('recommend', 1),
    ]);
    const sections = await Promise.all(home.sectionIds.map(async (id) => firstCards(await this.mall.section(id), HOME_CARDS.section)));
    return {
      branches,
      newest: firstCards(newest, HOME_CARDS.newest),
      hot: firstCards(hot, HOME_CARDS.hot),
      sections,
      floors: home.floors,
      featured: { discount: firstCards(discount, HOME_CARDS.featured), recommend: firstCards(recommend, HOME_CARDS.featured) },
    };
  }
}
