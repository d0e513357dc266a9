import { GroupList, GroupLists, MallMenu } from '../catalog';
import { GroupListParams } from '../catalogRequests';
import { endpoint } from '../endpoint';
import { BranchData, BranchSection, FloorList, HotSearches, MallCategoryMenu, MallFilterOptions, MallHome, SearchResult, SearchSuggestions } from '../mall';
import {
  BranchParams, BrowseListQuery, CategoryListParams, FeaturedParams, FeaturedQuery, FilterOptionsQuery, FloorParams, PageQuery, SearchQuery,
  SectionParams, SectionQuery, SuggestQuery,
} from '../mallRequests';

/**
 * The browse calls of SPEC §7: the mall's front, branches, sections, filters, group lists (plain,
 * filtered and the SEO path), floors, featured lists and search. A `limit` reads only a list's first
 * cards (home's blocks). Unknown branches, categories, sections and floors are 404.
 */
export const MallEndpoints = {
  mallHome: endpoint({ method: 'GET', path: '/resource/mall/all', summary: '商城首頁：選單、區塊、樓層', access: 'public', response: MallHome }),
  branchList: endpoint({ method: 'GET', path: '/resource/mall-branches', summary: '分館選單 (商城導覽列)', access: 'public', response: MallMenu }),
  branch: endpoint({
    method: 'GET', path: '/resource/mall/:branch', summary: '分館資料', access: 'public',
    params: BranchParams, response: BranchData, errors: [404],
  }),
  categoryMenu: endpoint({ method: 'GET', path: '/resource/mall-menu', summary: '全部分館與分類樹', access: 'public', response: MallCategoryMenu }),
  section: endpoint({
    method: 'GET', path: '/api/v2/branch-sections/:id', summary: '分館區塊 (limit：只要前幾張)', access: 'public',
    params: SectionParams, query: SectionQuery, response: BranchSection, errors: [404],
  }),
  filterOptions: endpoint({
    method: 'GET', path: '/v3/shopping/mall/filter', summary: '篩選選項', access: 'public',
    query: FilterOptionsQuery, response: MallFilterOptions, errors: [404],
  }),
  groupList: endpoint({
    method: 'GET', path: '/v3/shopping/mall/:branchPath/groupbuy/:type', summary: '團購列表 (可篩選)', access: 'public',
    params: GroupListParams, query: BrowseListQuery, response: GroupLists, errors: [404],
  }),
  categoryList: endpoint({
    method: 'GET', path: '/v3/shopping/mall/:branchPath/category/:mainSlug/groupbuy/:type', summary: '分類團購列表 (SEO)', access: 'public',
    params: CategoryListParams, query: BrowseListQuery, response: GroupLists, errors: [404],
  }),
  featured: endpoint({
    method: 'GET', path: '/v3/shopping/featured/:type', summary: '精選列表', access: 'public',
    params: FeaturedParams, query: FeaturedQuery, response: GroupList,
  }),
  floor: endpoint({
    method: 'GET', path: '/v3/shopping/floor/:path', summary: '樓層列表', access: 'public',
    params: FloorParams, query: PageQuery, response: FloorList, errors: [404],
  }),
  search: endpoint({ method: 'GET', path: '/v3/shopping/search', summary: '搜尋團購', access: 'public', query: SearchQuery, response: SearchResult }),
  suggest: endpoint({ method: 'GET', path: '/v3/shopping/search/suggest', summary: '搜尋建議', access: 'public', query: SuggestQuery, response: SearchSuggestions }),
  hotSearches: endpoint({ method: 'GET', path: '/v3/shopping/search/hot', summary: '熱門搜尋', access: 'public', response: HotSearches }),
};
