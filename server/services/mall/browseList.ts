import type { Kysely } from 'kysely';
import type { GroupList, GroupListType } from '../../../contract/catalog';
import type { Database } from '../../db/schema';
import { Messages } from '../../api/messages';
import type { Scope } from './filters';
import { nullPriceLast, openCards, pageOf, type CardQuery } from './rows';
import { listCountOf } from './listCounts';
import { toListProduct } from '../catalog/groupLists';

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

/** The list type picks the set (discount and recommend narrow it) and the order when no sort is given. */
function narrowed(query: CardQuery, type: GroupListType): CardQuery {
  if (type === 'discount') return query.where('group_buys.discount_rate', '>', 0);
  if (type === 'recommend') return query.where('group_buys.recommend_rank', 'is not', null);
  return query;
}

const TYPE_SORT: Record<GroupListType, Sort | 'recommend'> = { newest: 'newest', hot: 'hot', discount: 'discount', recommend: 'recommend' };

function ordered(query: CardQuery, sort: Sort | 'recommend'): CardQuery {
  switch (sort) {
    case 'hot':
      return query.orderBy('group_buys.hot_score', 'desc').orderBy('group_buys.id', 'desc');
    case 'newest':
      return query.orderBy('group_buys.created_at', 'desc').orderBy('group_buys.id', 'desc');
    case 'price_asc':
      return query.orderBy(nullPriceLast).orderBy('group_buys.price', 'asc').orderBy('group_buys.id', 'asc');
    case 'price_desc':
      return query.orderBy(nullPriceLast).orderBy('group_buys.price', 'desc').orderBy('group_buys.id', 'desc');
    case 'discount':
      return query.orderBy('group_buys.discount_rate', 'desc').orderBy('group_buys.id', 'desc');
    case 'recommend':
      return query.orderBy('group_buys.recommend_rank', 'asc').orderBy('group_buys.id', 'asc');
  }
}

function scoped(db: Kysely<Database>, scope: Scope, request: BrowseRequest): CardQuery {
  let query = narrowed(openCards(db), request.type);
  if (scope.branchId !== null) query = query.where('group_buys.branch_id', '=', scope.branchId);
  if (scope.mainId !== null) {
    query = query.where('group_buys.category_id', 'in', scope.malls.flatMap((m) => m.ids).concat(-1));
  }
  const malls = scope.malls.filter((m) => request.mall?.includes(m.value));
  if (malls.length > 0) {
    const ids = malls.flatMap((m) => m.ids).concat(-1);
    query = scope.branchId === null ? query.where('group_buys.branch_id', 'in', ids) : query.where('group_buys.category_id', 'in', ids);
  }
  if (request.age && request.age.length > 0) {
    const ages = request.age;
    query = query.where('group_buys.id', 'in', (eb) => eb.selectFrom('group_buy_ages').select('group_buy_id').where('age', 'in', ages));
  }
  return query;
}

/** The filtered and SEO variants of the group list: age and mall narrow it (any of each), sort orders it. */
export async function browseList(db: Kysely<Database>, scope: Scope, request: BrowseRequest): Promise<GroupList> {
  const base = scoped(db, scope, request);
  const pinnedIds = request.pinnedIds ?? [];
  const pinned = request.page === 1 && pinnedIds.length > 0 ? await base.where('group_buys.id', 'in', pinnedIds).execute() : [];
  const rest = pinnedIds.length > 0 ? base.where('group_buys.id', 'not in', pinnedIds) : base;
  const page = await pageOf(ordered(rest, request.sort ?? TYPE_SORT[request.type]), request.page, request.limit);
  // The result count shown above the list: pinned group-buys are part of it.
  const total = (await listCountOf(db, rest)) + (pinnedIds.length > 0 ? await listCountOf(db, base.where('group_buys.id', 'in', pinnedIds)) : 0);
  const pinnedInOrder = pinnedIds.flatMap((id) => pinned.filter((row) => row.id === id)).map(toListProduct);
  const listTitle = Messages.GROUP_LIST_TITLES[request.type];
  return { type: request.type, title: scope.name ? `${scope.name}・${listTitle}` : listTitle, ...page, total, products: [...pinnedInOrder, ...page.products] };
}
