import { GroupListParams, GroupListQuery } from '../../../contract/catalogRequests';
import { BranchParams, FeaturedParams, FilterOptionsQuery, FloorParams, PageQuery, SearchQuery, SectionParams, SuggestQuery } from '../../../contract/mallRequests';
import type { GroupList } from '../../../src/application/catalog/ports';
import type { FloorPage, MallCatalog, SearchPage } from '../../../src/application/mall/ports';
import type { BranchCategories, BranchDetail, BranchSection, FeaturedType, MallHome, Suggestion } from '../../../src/domain/mall/browse';
import { serializeFilters, type FilterOptions, type FilterState } from '../../../src/domain/mall/filters';
import { toCard, toGroupList, toSearchPage } from '../../../src/infrastructure/http/mappers';
import type { AppContext } from '../../context';
import { MallMessages } from '../../http/mallMessages';
import { Messages } from '../../http/messages';
import { filtersOf } from '../../http/routes/mall';
import { parseInput } from '../../http/validation';
import { branchData, branchSection, categoryMenu, mallHome } from '../../services/mall/branches';
import { browseList } from '../../services/mall/browseList';
import { filterOptions, resolveScope } from '../../services/mall/filters';
import { featuredList, floorList } from '../../services/mall/lists';
import { searchGroupBuys, suggest } from '../../services/mall/search';
import { found, type ServiceCall } from './serviceCall';

const pageMessage = { page: () => Messages.PAGE_INVALID };
const pageOf = (page: number) => parseInput(PageQuery, { page: String(page) }, pageMessage).page;

/** MallCatalog on the page server: the services of the browse routes (http/routes/mall.ts), same inputs, same values. */
export class InProcessMallCatalog implements MallCatalog {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly call: ServiceCall,
  ) {}

  mallHome(): Promise<MallHome> {
    return this.call(async () => {
      const body = await mallHome(this.ctx.db);
      return { branches: body.branches, sectionIds: body.section_ids, floors: body.floors };
    });
  }

  categoryMenu(): Promise<BranchCategories[]> {
    return this.call(async () => (await categoryMenu(this.ctx.db)).branches);
  }

  branch(path: string): Promise<BranchDetail> {
    return this.call(async () => {
      const body = found(await branchData(this.ctx.db, parseInput(BranchParams, { branch: path }).branch));
      return { branch: body.branch, categories: body.categories, floors: body.floors, sectionIds: body.section_ids };
    });
  }

  /** A `limit` reads only those rows (home's blocks), where the API reads the whole section. */
  section(id: number, limit?: number): Promise<BranchSection> {
    return this.call(async () => {
      const body = found(await branchSection(this.ctx.db, parseInput(SectionParams, { id: String(id) }).id, limit));
      return { id: body.id, title: body.title, morePath: body.more_path, cards: body.products.map(toCard) };
    });
  }

  filterOptions(branchPath: string): Promise<FilterOptions> {
    return this.call(async () => {
      const query = parseInput(FilterOptionsQuery, { branch: branchPath });
      return filterOptions(found(await resolveScope(this.ctx.db, query.branch, query.category)));
    });
  }

  /** The filtered variant of the group list, as the axios adapter asks for it (it always names its sort). */
  browse(branchPath: string, filters: FilterState, page: number): Promise<GroupList> {
    return this.call(async () => {
      const params = parseInput(GroupListParams, { branchPath, type: 'hot' });
      const raw = { ...serializeFilters(filters), sort: filters.sort, page: String(page) };
      const query = parseInput(GroupListQuery, raw, pageMessage);
      const scope = found(await resolveScope(this.ctx.db, params.branchPath));
      const list = await browseList(this.ctx.db, scope, { type: params.type, ...filtersOf(scope, raw), page: query.page, pinnedIds: query.pinned_gb_ids });
      return toGroupList(list);
    });
  }

  floor(path: string, page: number): Promise<FloorPage> {
    return this.call(async () => {
      const body = found(await floorList(this.ctx.db, parseInput(FloorParams, { path }).path, pageOf(page)));
      const { floor } = body;
      return { ...toGroupList(body), floor: { path: floor.path, title: floor.title, branchPath: floor.branch_path, branchName: floor.branch_name } };
    });
  }

  featured(type: FeaturedType, page: number, limit?: number): Promise<GroupList> {
    return this.call(async () => toGroupList(await featuredList(this.ctx.db, parseInput(FeaturedParams, { type }).type, pageOf(page), limit)));
  }

  search(query: string, page: number): Promise<SearchPage> {
    return this.call(async () => {
      const input = parseInput(SearchQuery, { query, page: String(page) }, { query: () => MallMessages.QUERY_INVALID, ...pageMessage });
      const body = await searchGroupBuys(this.ctx.db, input.query, input.page);
      return toSearchPage(body);
    });
  }

  suggest(query: string): Promise<Suggestion[]> {
    return this.call(async () => (await suggest(this.ctx.db, parseInput(SuggestQuery, { query }, { query: () => MallMessages.QUERY_INVALID }).query)).suggestions);
  }
}
