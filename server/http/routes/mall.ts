import type { FastifyInstance } from 'fastify';
import type { GroupList } from '../../../contract/catalog';
import { GroupListParams, GroupListQuery } from '../../../contract/catalogRequests';
import {
  BranchParams, CategoryListParams, FeaturedParams, FilteredListQuery, FilterOptionsQuery, FloorParams, PageQuery, SearchQuery,
  SectionParams, SuggestQuery,
} from '../../../contract/mallRequests';
import type { AppContext } from '../../context';
import { groupList } from '../../services/catalog/groupLists';
import { branchData, branchSection, categoryMenu, mallHome } from '../../services/mall/branches';
import { browseList } from '../../services/mall/browseList';
import { filterOptions, resolveScope, type Scope } from '../../services/mall/filters';
import { featuredList, floorList } from '../../services/mall/lists';
import { searchGroupBuys, suggest } from '../../services/mall/search';
import { HttpError, notFound } from '../errors';
import { MallMessages } from '../mallMessages';
import { Messages } from '../messages';
import { parseInput } from '../validation';
import { ErrorCode } from '../../../contract/common';

const pageMessage = { page: () => Messages.PAGE_INVALID };
const found = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

/** Unknown filter values are a bad request here; the pages drop them before calling (SPEC §5). Also the page server's in-process browse. */
export function filtersOf(scope: Scope, raw: unknown) {
  const filters = parseInput(FilteredListQuery, raw, { age: () => MallMessages.FILTER_INVALID, mall: () => MallMessages.FILTER_INVALID, sort: () => MallMessages.FILTER_INVALID });
  if (filters.mall?.some((value) => !scope.malls.some((m) => m.value === value))) {
    throw new HttpError(400, ErrorCode.BAD_REQUEST, MallMessages.FILTER_INVALID, { fields: { mall: MallMessages.FILTER_INVALID } });
  }
  return filters;
}

const isFiltered = (query: unknown) => ['age', 'mall', 'sort'].some((key) => (query as Record<string, unknown>)[key] !== undefined);

/** The browse calls of SPEC §7: branch data, sections, filters, group lists, floors, featured lists, search. */
export function mallRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/resource/mall/all', async () => ({ data: await mallHome(ctx.db) }));
  app.get('/resource/mall/:branch', async (request) => ({ data: found(await branchData(ctx.db, parseInput(BranchParams, request.params).branch)) }));
  app.get('/resource/mall-menu', async () => ({ data: await categoryMenu(ctx.db) }));
  app.get('/api/v2/branch-sections/:id', async (request) => ({ data: found(await branchSection(ctx.db, parseInput(SectionParams, request.params).id)) }));

  app.get('/v3/shopping/mall/filter', async (request) => {
    const query = parseInput(FilterOptionsQuery, request.query);
    return { data: filterOptions(found(await resolveScope(ctx.db, query.branch, query.category))) };
  });

  // An array with one list: the 404 page of SPEC §7 reads data[0].products.
  app.get('/v3/shopping/mall/:branchPath/groupbuy/:type', async (request): Promise<{ data: GroupList[] }> => {
    const params = parseInput(GroupListParams, request.params);
    const query = parseInput(GroupListQuery, request.query, pageMessage);
    if (!isFiltered(request.query)) {
      return { data: [found(await groupList(ctx.db, { ...params, page: query.page, pinnedIds: query.pinned_gb_ids }))] };
    }
    const scope = found(await resolveScope(ctx.db, params.branchPath));
    const filters = filtersOf(scope, request.query);
    return { data: [await browseList(ctx.db, scope, { type: params.type, ...filters, page: query.page, pinnedIds: query.pinned_gb_ids })] };
  });

  app.get('/v3/shopping/mall/:branchPath/category/:mainSlug/groupbuy/:type', async (request): Promise<{ data: GroupList[] }> => {
    const params = parseInput(CategoryListParams, request.params);
    const query = parseInput(GroupListQuery, request.query, pageMessage);
    const scope = found(await resolveScope(ctx.db, params.branchPath, params.mainSlug));
    const filters = filtersOf(scope, request.query);
    return { data: [await browseList(ctx.db, scope, { type: params.type, ...filters, page: query.page, pinnedIds: query.pinned_gb_ids })] };
  });

  app.get('/v3/shopping/featured/:type', async (request) => {
    const { type } = parseInput(FeaturedParams, request.params);
    return { data: await featuredList(ctx.db, type, parseInput(PageQuery, request.query, pageMessage).page) };
  });
  app.get('/v3/shopping/floor/:path', async (request) => {
    const { path } = parseInput(FloorParams, request.params);
    return { data: found(await floorList(ctx.db, path, parseInput(PageQuery, request.query, pageMessage).page)) };
  });

  app.get('/v3/shopping/search', async (request) => {
    const query = parseInput(SearchQuery, request.query, { query: () => MallMessages.QUERY_INVALID, ...pageMessage });
    return { data: await searchGroupBuys(ctx.db, query.query, query.page) };
  });
  app.get('/v3/shopping/search/suggest', async (request) => {
    const { query } = parseInput(SuggestQuery, request.query, { query: () => MallMessages.QUERY_INVALID });
    return { data: await suggest(ctx.db, query) };
  });
}
