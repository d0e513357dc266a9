import type { GroupList, GroupListType } from '../../../contract/catalog';
import { ErrorCode } from '../../../contract/common';
import { MallEndpoints as E } from '../../../contract/endpoints/mall';
import type { ParsedInput } from '../../../contract/endpoint';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handled, type Handling } from '../../api/handler';
import { HttpError, notFound } from '../../api/errors';
import { MallMessages } from './messages';
import { Messages } from '../../api/messages';
import type { FieldMessage } from '../../api/validation';
import { groupList, mallMenu } from '../catalog/groupLists';
import { branchData, branchSection, categoryMenu, mallHome } from './branches';
import { browseList } from './browseList';
import { filterOptions, resolveScope, type Scope } from './filters';
import { featuredList, floorList } from './lists';
import { hotSearches } from './hotSearches';
import { searchGroupBuys, suggest } from './search';

const PAGE: Record<string, FieldMessage> = { page: () => Messages.PAGE_INVALID };
const QUERY: Record<string, FieldMessage> = { query: () => MallMessages.QUERY_INVALID };
/** Unknown filter values are a bad request here; the pages drop them before calling (SPEC §5). */
const FILTERS: Record<string, FieldMessage> = { ...PAGE, age: () => MallMessages.FILTER_INVALID, mall: () => MallMessages.FILTER_INVALID, sort: () => MallMessages.FILTER_INVALID };

const found = <T>(value: T | null): Handled<T> => (value === null ? refuse(notFound()) : ok(value));

type ListQuery = ParsedInput<typeof E.groupList>['query'];

/** Any of age, mall or sort makes the group list its filtered variant. */
const isFiltered = (query: ListQuery) => query.age !== undefined || query.mall !== undefined || query.sort !== undefined;

/** The filtered and SEO variants: 404 for an unknown scope, 400 for a `mall` value the scope does not have. */
async function browsed(ctx: AppContext, scope: Scope | null, type: GroupListType, query: ListQuery): Promise<Handled<GroupList[]>> {
  if (scope === null) return refuse(notFound());
  if (query.mall?.some((value) => !scope.malls.some((m) => m.value === value))) {
    return refuse(new HttpError(400, ErrorCode.BAD_REQUEST, MallMessages.FILTER_INVALID, { fields: { mall: MallMessages.FILTER_INVALID } }));
  }
  const { age, mall, sort, page, pinned_gb_ids: pinnedIds, limit } = query;
  return ok([await browseList(ctx.db, scope, { type, age, mall, sort, page, pinnedIds, limit })]);
}

/** The browse calls of SPEC §7: the mall's front, branches, sections, filters, group lists, floors, featured lists, search. */
export const mallHandlers = (ctx: AppContext): Handling[] => [
  handle(E.mallHome, async () => ok(await mallHome(ctx.db))),
  handle(E.branchList, async () => ok(await mallMenu(ctx.db))),
  handle(E.branch, async (_caller, { params }) => found(await branchData(ctx.db, params.branch))),
  handle(E.categoryMenu, async () => ok(await categoryMenu(ctx.db))),
  handle(E.section, async (_caller, { params, query }) => found(await branchSection(ctx.db, params.id, query.limit))),
  handle(E.filterOptions, async (_caller, { query }) => {
    const scope = await resolveScope(ctx.db, query.branch, query.category);
    return scope === null ? refuse(notFound()) : ok(filterOptions(scope));
  }),
  ...listHandlers(ctx),
  handle(E.search, async (_caller, { query }) => ok(await searchGroupBuys(ctx.db, query.query, query.page)), { ...QUERY, ...PAGE }),
  handle(E.suggest, async (_caller, { query }) => ok(await suggest(ctx.db, query.query)), QUERY),
  handle(E.hotSearches, async () => ok(await hotSearches(ctx.db, ctx.now()))),
];

/** The group lists (an array with one list: the 404 page of SPEC §7 reads data[0].products), floors and featured lists. */
const listHandlers = (ctx: AppContext): Handling[] => [
  handle(E.groupList, async (_caller, { params, query }) => {
    if (isFiltered(query)) return browsed(ctx, await resolveScope(ctx.db, params.branchPath), params.type, query);
    const list = await groupList(ctx.db, { ...params, page: query.page, pinnedIds: query.pinned_gb_ids, limit: query.limit, now: ctx.now() });
    return list === null ? refuse(notFound()) : ok([list]);
  }, FILTERS),
  handle(E.categoryList, async (_caller, { params, query }) =>
    browsed(ctx, await resolveScope(ctx.db, params.branchPath, params.mainSlug), params.type, query), FILTERS),
  handle(E.featured, async (_caller, { params, query }) => ok(await featuredList(ctx.db, params.type, query.page, query.limit, ctx.now())), PAGE),
  handle(E.floor, async (_caller, { params, query }) => found(await floorList(ctx.db, params.path, query.page)), PAGE),
];
