import type { Kysely } from 'kysely';
import type { GroupList, GroupListType } from '../../../contract/catalog';
import type { Database } from '../../db/schema';
import { listOpenCards, type CardFilter } from '../../db/repositories/catalog/openCards';
import { Messages } from '../../api/messages';
import type { Scope } from './filters';
import { pageOf } from './rows';
import { listCountOf } from './listCounts';
import { toListProduct, TYPE_ORDER, typeFilter } from '../catalog/groupLists';

export type Sort = 'hot' | 'newest' | 'price_asc' | 'price_desc' | 'discount';

export interface BrowseRequest {
  type: GroupListType;
  age?: string[];
  /** Values already checked against the scope's allowed ones. */
  mall?: string[];
  sort?: Sort;
  page: number;
  pinnedIds?: number[];
  /** Only the page's first `limit` cards (rows.ts pageOf); `total` still counts the whole list. */
  limit?: number;
}

/** The list type picks the set (discount and recommend narrow it); the scope and the filters narrow it further. */
function scoped(scope: Scope, request: BrowseRequest): CardFilter {
  const filter: CardFilter = { ...typeFilter(request.type) };
  if (scope.branchId !== null) filter.branchId = scope.branchId;
  if (scope.mainId !== null) filter.categoryIds = scope.malls.flatMap((m) => m.ids).concat(-1);
  const malls = scope.malls.filter((m) => request.mall?.includes(m.value));
  if (malls.length > 0) {
    // The chosen values are the scope's own, so within a main category they narrow its sub categories.
    const ids = malls.flatMap((m) => m.ids).concat(-1);
    if (scope.branchId === null) filter.branchIds = ids;
    else filter.categoryIds = ids;
  }
  if (request.age && request.age.length > 0) filter.ages = request.age;
  return filter;
}

/** The filtered and SEO variants of the group list: age and mall narrow it (any of each), sort orders it. */
export async function browseList(db: Kysely<Database>, scope: Scope, request: BrowseRequest): Promise<GroupList> {
  const base = scoped(scope, request);
  const pinnedIds = request.pinnedIds ?? [];
  const pinned = request.page === 1 && pinnedIds.length > 0 ? await listOpenCards(db, { ...base, ids: pinnedIds }) : [];
  const rest = pinnedIds.length > 0 ? { ...base, notIds: pinnedIds } : base;
  const order = request.sort ?? TYPE_ORDER[request.type];
  const page = await pageOf((window) => listOpenCards(db, rest, order, window), request.page, request.limit);
  // The result count shown above the list: pinned group-buys are part of it.
  const total = (await listCountOf(db, rest)) + (pinnedIds.length > 0 ? await listCountOf(db, { ...base, ids: pinnedIds }) : 0);
  const pinnedInOrder = pinnedIds.flatMap((id) => pinned.filter((row) => row.id === id)).map(toListProduct);
  const listTitle = Messages.GROUP_LIST_TITLES[request.type];
  return { type: request.type, title: scope.name ? `${scope.name}・${listTitle}` : listTitle, ...page, total, products: [...pinnedInOrder, ...page.products] };
}
