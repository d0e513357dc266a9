import type { GroupList } from '../../application/catalog/ports';
import type { FloorPage, MallCatalog, SearchPage } from '../../application/mall/ports';
import type { Branch } from '../../domain/catalog/Branch';
import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import type { BranchCategories, BranchDetail, BranchSection, FeaturedType, FloorLink, MallHome, Suggestion } from '../../domain/mall/browse';
import type { FilterOptions, FilterState } from '../../domain/mall/filters';
import { NotFoundError } from '../../domain/errors/clientErrors';
import { firstCards } from '../../domain/catalog/homeLayout';

const PAGE_SIZE = 20;
const AGES = [['0-6m', '0-6 個月'], ['6-12m', '6-12 個月'], ['1-2y', '1-2 歲'], ['2-3y', '2-3 歲'], ['3y+', '3 歲以上']];
const SORTS = [['hot', '熱銷'], ['newest', '最新上架'], ['price_asc', '價格低到高'], ['price_desc', '價格高到低'], ['discount', '折扣最多']];
const options = (pairs: string[][]) => pairs.map(([value, label]) => ({ value, label }));

/** A stocked group-buy: its card plus what the filters look at. */
export interface StockedGroupBuy { card: GroupBuyCard; branch: string; mall: string; ages: string[]; brand?: string }

const pageOf = (cards: GroupBuyCard[], page: number, title = ''): GroupList => ({
  title, page, cards: cards.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), hasMore: cards.length > page * PAGE_SIZE,
});

/** The browse API in memory, for use-case tests, specs and component tests. */
export class InMemoryMallCatalog implements MallCatalog {
  private details: BranchDetail[] = [];
  private stock: StockedGroupBuy[] = [];
  private sections: BranchSection[] = [];
  private homeSectionIds: number[] = [];
  private floors: (FloorLink & { branch: Branch; cards: GroupBuyCard[] })[] = [];
  private readonly featuredLists = new Map<FeaturedType, GroupBuyCard[]>();
  /** The filters of the last browse call, as the server would have received them. */
  lastBrowse: { branchPath: string; filters: FilterState; page: number } | null = null;

  /** Whether a branch of that path is stocked. */
  knows(path: string): boolean {
    return this.details.some((d) => d.branch.path === path);
  }
  withBranch(detail: BranchDetail): this {
    this.details.push(detail);
    return this;
  }
  withGroupBuys(items: StockedGroupBuy[]): this {
    this.stock.push(...items);
    return this;
  }
  withSection(section: BranchSection, onHome = false): this {
    this.sections.push(section);
    if (onHome) this.homeSectionIds.push(section.id);
    return this;
  }
  withFloor(floor: FloorLink, branch: Branch, cards: GroupBuyCard[]): this {
    this.floors.push({ ...floor, branch, cards });
    return this;
  }
  withFeatured(type: FeaturedType, cards: GroupBuyCard[]): this {
    this.featuredLists.set(type, cards);
    return this;
  }

  async mallHome(): Promise<MallHome> {
    return { branches: this.details.map((d) => d.branch), sectionIds: this.homeSectionIds, floors: this.floors.map(({ id, path, title }) => ({ id, path, title })) };
  }
  async categoryMenu(): Promise<BranchCategories[]> {
    return this.details.map((d) => ({ ...d.branch, categories: d.categories }));
  }
  async branch(path: string): Promise<BranchDetail> {
    return this.details.find((d) => d.branch.path === path) ?? Promise.reject(new NotFoundError());
  }
  async section(id: number, limit?: number): Promise<BranchSection> {
    const section = this.sections.find((s) => s.id === id);
    return section ? firstCards(section, limit) : Promise.reject(new NotFoundError());
  }
  async filterOptions(branchPath: string): Promise<FilterOptions> {
    const mall = branchPath === 'all'
      ? this.details.map((d) => ({ value: d.branch.path, label: d.branch.name }))
      : (await this.branch(branchPath)).categories.map((c) => ({ value: c.slug, label: c.name }));
    return { age: options(AGES), mall, sort: options(SORTS) };
  }
  async browse(branchPath: string, filters: FilterState, page: number): Promise<GroupList> {
    this.lastBrowse = { branchPath, filters, page };
    const matches = this.stock.filter((item) =>
      (branchPath === 'all' || item.branch === branchPath) &&
      (filters.mall.length === 0 || filters.mall.includes(branchPath === 'all' ? item.branch : item.mall)) &&
      (filters.age.length === 0 || item.ages.some((age) => filters.age.includes(age))));
    const price = (card: GroupBuyCard) => card.price ?? Number.MAX_SAFE_INTEGER;
    const cards = matches.map((m) => m.card);
    if (filters.sort === 'price_asc') cards.sort((a, b) => price(a) - price(b));
    if (filters.sort === 'price_desc') cards.sort((a, b) => (b.price ?? -1) - (a.price ?? -1));
    return pageOf(cards, page);
  }
  async floor(path: string, page: number): Promise<FloorPage> {
    const floor = this.floors.find((f) => f.path === path);
    if (!floor) throw new NotFoundError();
    return { ...pageOf(floor.cards, page, floor.title), floor: { path, title: floor.title, branchPath: floor.branch.path, branchName: floor.branch.name } };
  }
  async featured(type: FeaturedType, page: number, limit?: number): Promise<GroupList> {
    return firstCards(pageOf(this.featuredLists.get(type) ?? [], page, { hot: '熱銷排行', discount: '限時折扣', recommend: '編輯推薦' }[type]), limit);
  }
  private matching(query: string): StockedGroupBuy[] {
    const q = query.toLowerCase();
    return this.stock.filter((s) => s.card.title.toLowerCase().includes(q) || (s.brand ?? '').toLowerCase().includes(q));
  }
  async search(query: string, page: number): Promise<SearchPage> {
    const found = this.matching(query).map((s) => s.card);
    return { ...pageOf(found, page, `「${query}」的搜尋結果`), query, total: found.length };
  }
  /** What a test sets as the week's hot searches. */
  hot: string[] = ['紙尿褲', '奶瓶'];
  async hotSearches(): Promise<string[]> {
    return [...this.hot];
  }
  async suggest(query: string): Promise<Suggestion[]> {
    const found = this.matching(query);
    const brands = [...new Set(found.map((s) => s.brand).filter((b): b is string => Boolean(b?.toLowerCase().includes(query.toLowerCase()))))];
    return [...brands.map((text) => ({ text, kind: 'brand' as const })), ...found.map((s) => ({ text: s.card.title, kind: 'groupbuy' as const }))].slice(0, 8);
  }
}
