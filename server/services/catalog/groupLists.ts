import type { Kysely, SelectQueryBuilder } from 'kysely';
import { GROUP_LIST_PAGE_SIZE, type GroupBuyListProduct, type GroupList, type GroupListType } from '../../../contract/catalog';
import type { Database } from '../../db/schema';
import type { GroupBuysTable } from '../../db/catalogSchema';
import { Messages } from '../../api/messages';
import { SHIPPING_COLUMNS, termsOf, type ShippingColumns } from '../shipping/shippingTerms';
import { shippingPromise } from '../../../src/domain/shipping/shippingPromise';

export interface GroupListRequest {
  branchPath: string;
  type: GroupListType;
  page: number;
  pinnedIds?: number[];
  /** Only the page's first `limit` cards (home's blocks): no more rows are read, and has_more says whether the list goes on past them. */
  limit?: number;
}

type Row = Pick<GroupBuysTable, 'id' | 'title' | 'description' | 'label' | 'price' | 'original_price' | 'price_suffix' | 'image_path' | 'like_count' | 'is_adult_only'>
  & Partial<Pick<GroupBuysTable, 'starts_at' | 'ends_at'>> & Partial<ShippingColumns>;
type Query = SelectQueryBuilder<Database, 'group_buys', Row>;

const COLUMNS = ['id', 'title', 'description', 'label', 'price', 'original_price', 'price_suffix', 'image_path', 'like_count', 'is_adult_only', 'starts_at', 'ends_at', ...SHIPPING_COLUMNS] as const;

/** Each list type is an ordering (and, for two of them, a filter) over the open group-buys. */
function ordered(query: Query, type: GroupListType): Query {
  switch (type) {
    case 'newest':
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
    case 'hot':
      return query.orderBy('hot_score', 'desc').orderBy('id', 'desc');
    case 'discount':
      return query.where('discount_rate', '>', 0).orderBy('discount_rate', 'desc').orderBy('id', 'desc');
    case 'recommend':
      return query.where('recommend_rank', 'is not', null).orderBy('recommend_rank', 'asc').orderBy('id', 'asc');
  }
}

/** SPEC §3 "Group-buy product in lists"; the card rules of SPEC §5 are applied by the client's domain. */
export function toListProduct(row: Row): GroupBuyListProduct {
  return {
    id: row.id,
    url: `/groupbuy/${row.id}`,
    title: row.title,
    desc: row.description,
    label: row.label,
    price: row.price,
    original_price: row.original_price,
    price_suffix: row.price_suffix,
    images: { medium: row.image_path },
    image: row.image_path,
    like_count: row.like_count,
    is_adult_only: row.is_adult_only === 1,
    ...(row.starts_at != null && row.ends_at != null ? { starts_at: Number(row.starts_at), ends_at: Number(row.ends_at) } : {}),
    ...(row.dispatch_kind !== undefined ? { shipping_promise: shippingPromise(termsOf({ dispatch_kind: null, dispatch_days: null, branch_free_from: null, promo_free_from: null, ...row })).promise } : {}),
  };
}

/** One page (20) of a group list; pinned ids come first on page 1. Null when the branch is unknown. */
export async function groupList(db: Kysely<Database>, request: GroupListRequest): Promise<GroupList | null> {
  let query: Query = db.selectFrom('group_buys').select(COLUMNS).where('status', '=', 'open');
  let title: string = Messages.GROUP_LIST_TITLES[request.type];
  if (request.branchPath !== 'all') {
    const branch = await db.selectFrom('branches').select(['id', 'name']).where('path', '=', request.branchPath).executeTakeFirst();
    if (!branch) return null;
    query = query.where('branch_id', '=', branch.id);
    title = `${branch.name}・${title}`;
  }
  const pinnedIds = request.pinnedIds ?? [];
  const pinned = request.page === 1 && pinnedIds.length > 0 ? await query.where('id', 'in', pinnedIds).execute() : [];
  const rest = pinnedIds.length > 0 ? query.where('id', 'not in', pinnedIds) : query;
  const size = Math.min(request.limit ?? GROUP_LIST_PAGE_SIZE, GROUP_LIST_PAGE_SIZE);
  const rows = await ordered(rest, request.type)
    .limit(size + 1)
    .offset((request.page - 1) * GROUP_LIST_PAGE_SIZE)
    .execute();
  const pinnedInOrder = pinnedIds.flatMap((id) => pinned.filter((row) => row.id === id));
  return {
    type: request.type,
    title,
    page: request.page,
    has_more: rows.length > size,
    products: [...pinnedInOrder, ...rows.slice(0, size)].map(toListProduct),
  };
}

export async function mallMenu(db: Kysely<Database>) {
  const branches = await db.selectFrom('branches').select(['id', 'path', 'name', 'icon', 'color']).orderBy('sort_order').execute();
  return { branches };
}
