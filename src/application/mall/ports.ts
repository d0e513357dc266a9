import type { GroupList } from '../catalog/ports';
import type {
  BranchCategories, BranchDetail, BranchSection, FeaturedType, MallHome, Suggestion,
} from '../../domain/mall/browse';
import type { FilterOptions, FilterState } from '../../domain/mall/filters';

export interface FloorPage extends GroupList {
  floor: { path: string; title: string; branchPath: string; branchName: string };
}

export interface SearchPage extends GroupList {
  query: string;
  total: number;
  /** Identifies this search for click and conversion tracking (SPEC §5). */
  queryId?: string;
  /** Per group-buy id, the [start, end) ranges of its title that match the query. */
  highlights?: Record<number, [number, number][]>;
  /** With no results: searches and brands to try instead. */
  suggestions?: string[];
  /** The typo-forgiven query whose results these are (「您是不是要找」). */
  didYouMean?: string;
}

/** The browse calls of the mall (SPEC §7). Unknown branches, floors and sections throw NotFoundError. */
export interface MallCatalog {
  mallHome(): Promise<MallHome>;
  categoryMenu(): Promise<BranchCategories[]>;
  branch(path: string): Promise<BranchDetail>;
  /** A section's cards, or only its first `limit` (home's blocks). */
  section(id: number, limit?: number): Promise<BranchSection>;
  filterOptions(branchPath: string): Promise<FilterOptions>;
  /** A branch ('all' = every branch) narrowed and sorted by the filters. */
  browse(branchPath: string, filters: FilterState, page: number): Promise<GroupList>;
  floor(path: string, page: number): Promise<FloorPage>;
  /** `limit` as for GroupBuyCatalog.groupList. */
  featured(type: FeaturedType, page: number, limit?: number): Promise<GroupList>;
  search(query: string, page: number): Promise<SearchPage>;
  suggest(query: string): Promise<Suggestion[]>;
  /** 熱門搜尋: the most searched words of the last week, then the shop's popular ones. */
  hotSearches(): Promise<string[]>;
}
