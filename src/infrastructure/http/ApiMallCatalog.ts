import { MallEndpoints as E } from '../../../contract/endpoints/mall';
import type { GroupList } from '../../application/catalog/ports';
import type { FloorPage, MallCatalog, SearchPage } from '../../application/mall/ports';
import type { BranchCategories, BranchDetail, BranchSection as Section, FeaturedType, MallHome, Suggestion } from '../../domain/mall/browse';
import { serializeFilters, type FilterOptions, type FilterState } from '../../domain/mall/filters';
import { firstCards } from '../../domain/catalog/homeLayout';
import type { ApiClient } from './ApiClient';
import { toCard, toGroupList, toSearchPage } from './mappers';

const EMPTY_LIST = (page: number): GroupList => ({ title: '', cards: [], page, hasMore: false });

/** The browse calls of SPEC §7 over the typed client (in process on the page server). */
export class ApiMallCatalog implements MallCatalog {
  constructor(private readonly api: ApiClient) {}

  async mallHome(): Promise<MallHome> {
    const body = await this.api.call(E.mallHome);
    return { branches: body.branches, sectionIds: body.section_ids, floors: body.floors };
  }

  async categoryMenu(): Promise<BranchCategories[]> {
    return (await this.api.call(E.categoryMenu)).branches;
  }

  async branch(path: string): Promise<BranchDetail> {
    const body = await this.api.call(E.branch, { params: { branch: path } });
    return { branch: body.branch, categories: body.categories, floors: body.floors, sectionIds: body.section_ids };
  }

  /** A `limit` is asked of the API (it reads no more rows) and cut here too, as the fake does. */
  async section(id: number, limit?: number): Promise<Section> {
    const body = await this.api.call(E.section, { params: { id: String(id) }, query: { limit } });
    return firstCards({ id: body.id, title: body.title, morePath: body.more_path, cards: body.products.map(toCard) }, limit);
  }

  filterOptions(branchPath: string): Promise<FilterOptions> {
    return this.api.call(E.filterOptions, { query: { branch: branchPath } });
  }

  /** The filtered variant always names its sort, so the server never mistakes it for the plain list. */
  async browse(branchPath: string, filters: FilterState, page: number): Promise<GroupList> {
    const query = { ...serializeFilters(filters), sort: filters.sort, page };
    const [first] = await this.api.call(E.groupList, { params: { branchPath, type: 'hot' }, query });
    return first ? toGroupList(first) : EMPTY_LIST(page);
  }

  async floor(path: string, page: number): Promise<FloorPage> {
    const body = await this.api.call(E.floor, { params: { path }, query: { page } });
    const { floor } = body;
    return { ...toGroupList(body), floor: { path: floor.path, title: floor.title, branchPath: floor.branch_path, branchName: floor.branch_name } };
  }

  async featured(type: FeaturedType, page: number, limit?: number): Promise<GroupList> {
    return firstCards(toGroupList(await this.api.call(E.featured, { params: { type }, query: { page, limit } })), limit);
  }

  async search(query: string, page: number): Promise<SearchPage> {
    return toSearchPage(await this.api.call(E.search, { query: { query, page } }));
  }

  async suggest(query: string): Promise<Suggestion[]> {
    return (await this.api.call(E.suggest, { query: { query } })).suggestions;
  }

  async hotSearches(): Promise<string[]> {
    return (await this.api.call(E.hotSearches, {})).searches;
  }
}
