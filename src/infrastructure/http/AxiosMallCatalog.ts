import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { GroupList as GroupListBody } from '../../../contract/catalog';
import { envelope } from '../../../contract/common';
import {
  BranchData, BranchSection, FloorList, MallCategoryMenu, MallFilterOptions, MallHome as MallHomeBody, SearchResult, SearchSuggestions,
} from '../../../contract/mall';
import type { GroupList } from '../../application/catalog/ports';
import type { FloorPage, MallCatalog, SearchPage } from '../../application/mall/ports';
import type { BranchCategories, BranchDetail, BranchSection as Section, FeaturedType, MallHome, Suggestion } from '../../domain/mall/browse';
import { serializeFilters, type FilterOptions, type FilterState } from '../../domain/mall/filters';
import { firstCards } from '../../domain/catalog/homeLayout';
import { toCard, toGroupList, toSearchPage } from './mappers';

const responses = {
  home: envelope(MallHomeBody),
  menu: envelope(MallCategoryMenu),
  branch: envelope(BranchData),
  section: envelope(BranchSection),
  filter: envelope(MallFilterOptions),
  lists: envelope(z.array(GroupListBody)),
  list: envelope(GroupListBody),
  floor: envelope(FloorList),
  search: envelope(SearchResult),
  suggest: envelope(SearchSuggestions),
};

const segment = encodeURIComponent;
const EMPTY_LIST = (page: number): GroupList => ({ title: '', cards: [], page, hasMore: false });

/** The browse calls of SPEC §7 over the shop's API; answers are parsed with contract/mall.ts. */
export class AxiosMallCatalog implements MallCatalog {
  constructor(private readonly http: AxiosInstance) {}

  private async get<T>(schema: { parse(value: unknown): { data: T } }, path: string, params?: object): Promise<T> {
    const response = await this.http.get(path, { params });
    return schema.parse(response.data).data;
  }

  async mallHome(): Promise<MallHome> {
    const body = await this.get(responses.home, '/resource/mall/all');
    return { branches: body.branches, sectionIds: body.section_ids, floors: body.floors };
  }

  async categoryMenu(): Promise<BranchCategories[]> {
    return (await this.get(responses.menu, '/resource/mall-menu')).branches;
  }

  async branch(path: string): Promise<BranchDetail> {
    const body = await this.get(responses.branch, `/resource/mall/${segment(path)}`);
    return { branch: body.branch, categories: body.categories, floors: body.floors, sectionIds: body.section_ids };
  }

  /** The API has no size: a `limit` is cut here (as in featured). */
  async section(id: number, limit?: number): Promise<Section> {
    const body = await this.get(responses.section, `/api/v2/branch-sections/${id}`);
    return firstCards({ id: body.id, title: body.title, morePath: body.more_path, cards: body.products.map(toCard) }, limit);
  }

  filterOptions(branchPath: string): Promise<FilterOptions> {
    return this.get(responses.filter, '/v3/shopping/mall/filter', { branch: branchPath });
  }

  /** The filtered variant always names its sort, so the server never mistakes it for the plain list. */
  async browse(branchPath: string, filters: FilterState, page: number): Promise<GroupList> {
    const params = { ...serializeFilters(filters), sort: filters.sort, page };
    const [first] = await this.get(responses.lists, `/v3/shopping/mall/${segment(branchPath)}/groupbuy/hot`, params);
    return first ? toGroupList(first) : EMPTY_LIST(page);
  }

  async floor(path: string, page: number): Promise<FloorPage> {
    const body = await this.get(responses.floor, `/v3/shopping/floor/${segment(path)}`, { page });
    const { floor } = body;
    return { ...toGroupList(body), floor: { path: floor.path, title: floor.title, branchPath: floor.branch_path, branchName: floor.branch_name } };
  }

  async featured(type: FeaturedType, page: number, limit?: number): Promise<GroupList> {
    return firstCards(toGroupList(await this.get(responses.list, `/v3/shopping/featured/${type}`, { page })), limit);
  }

  async search(query: string, page: number): Promise<SearchPage> {
    const body = await this.get(responses.search, '/v3/shopping/search', { query, page });
    return toSearchPage(body);
  }

  async suggest(query: string): Promise<Suggestion[]> {
    return (await this.get(responses.suggest, '/v3/shopping/search/suggest', { query })).suggestions;
  }
}
