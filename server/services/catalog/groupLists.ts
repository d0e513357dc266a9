import type { Kysely } from 'kysely';
import { GROUP_LIST_PAGE_SIZE, type GroupBuyListProduct, type GroupList, type GroupListType } from '../../../contract/catalog';
import type { Database } from '../../db/schema';
import type { GroupBuysTable } from '../../db/catalogSchema';
import type { ShippingColumns } from '../../db/repositories/shipping/shippingColumns';
import { findBranchByPath, listBranches } from '../../db/repositories/catalog/branches';
import { listOpenCards, type CardFilter, type CardOrder } from '../../db/repositories/catalog/openCards';
import { Messages } from '../../api/messages';
import type { CardStatColumns } from '../../db/repositories/catalog/cards';
import { ratingAverage } from './cardStats';
import { termsOf } from '../shipping/shippingTerms';
import { shippingPromise } from '../../../src/domain/shipping/shippingPromise';

export interface GroupListRequest {
  branchPath: string;
  type: GroupListType;
  page: number;
  pinnedIds?: number[];
  /** Only the page's first `limit` cards (home's blocks): no more rows are read, and has_more says whether the list goes on past them. */
  limit?: number;
  /** The request's time: deals a parent cannot buy at it (即將開團, 已結束) go after those they can. */
  now?: number;
}

type Row = Pick<GroupBuysTable, 'id' | 'title' | 'description' | 'label' | 'price' | 'original_price' | 'price_suffix' | 'image_path' | 'like_count' | 'is_adult_only'>
  & Partial<Pick<GroupBuysTable, 'starts_at' | 'ends_at'>> & Partial<ShippingColumns> & Partial<CardStatColumns>;

/** Stars and 跟團人數 only when there is something to show: a card's bytes stay small. */
function cardStats(row: Partial<CardStatColumns>): Pick<GroupBuyListProduct, 'rating' | 'review_count' | 'buyer_count'> {
  const reviews = Number(row.review_count ?? 0);
  const buyers = Number(row.buyer_count ?? 0);
  const average = ratingAverage(reviews, Number(row.rating_total ?? 0));
  return { ...(average !== null ? { rating: average, review_count: reviews } : {}), ...(buyers > 0 ? { buyer_count: buyers } : {}) };
}

/** Each list type is an order over the open group-buys; two of them narrow the set first. */
export const TYPE_ORDER: Record<GroupListType, CardOrder> = { newest: 'newest', hot: 'hot', discount: 'discount', recommend: 'recommend' };
export const typeFilter = (type: GroupListType): CardFilter =>
  type === 'discount' ? { discounted: true } : type === 'recommend' ? { recommended: true } : {};

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
    ...cardStats(row),
    ...(row.dispatch_kind !== undefined ? { shipping_promise: shippingPromise(termsOf({ dispatch_kind: null, dispatch_days: null, branch_free_from: null, promo_free_from: null, ...row })).promise } : {}),
  };
}

/** One page (20) of a group list; pinned ids come first on page 1 (whatever the type). Null when the branch is unknown. */
export async function groupList(db: Kysely<Database>, request: GroupListRequest): Promise<GroupList | null> {
  let scope: CardFilter = {};
  let title: string = Messages.GROUP_LIST_TITLES[request.type];
  if (request.branchPath !== 'all') {
    const branch = await findBranchByPath(db, request.branchPath);
    if (!branch) return null;
    scope = { branchId: branch.id };
    title = `${branch.name}・${title}`;
  }
  const pinnedIds = request.pinnedIds ?? [];
  const pinned = request.page === 1 && pinnedIds.length > 0 ? await listOpenCards(db, { ...scope, ids: pinnedIds }) : [];
  const rest = { ...scope, ...typeFilter(request.type), ...(pinnedIds.length > 0 ? { notIds: pinnedIds } : {}) };
  const size = Math.min(request.limit ?? GROUP_LIST_PAGE_SIZE, GROUP_LIST_PAGE_SIZE);
  const rows = await listOpenCards(db, rest, TYPE_ORDER[request.type], { limit: size + 1, offset: (request.page - 1) * GROUP_LIST_PAGE_SIZE }, request.now);
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
  return { branches: await listBranches(db) };
}
