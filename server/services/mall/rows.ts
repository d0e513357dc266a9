import { GROUP_LIST_PAGE_SIZE, type GroupBuyListProduct } from '../../../contract/catalog';
import type { CardRow, Window } from '../../db/repositories/catalog/cards';
import { toListProduct } from '../catalog/groupLists';

export interface Page { products: GroupBuyListProduct[]; page: number; has_more: boolean }

/**
 * One page of 20 in the list's order, or only its first `limit` cards (home's blocks); one extra row
 * tells whether more follow.
 */
export async function pageOf(read: (window: Window) => Promise<CardRow[]>, page: number, limit = GROUP_LIST_PAGE_SIZE): Promise<Page> {
  const size = Math.min(limit, GROUP_LIST_PAGE_SIZE);
  const rows = await read({ limit: size + 1, offset: (page - 1) * GROUP_LIST_PAGE_SIZE });
  return { page, has_more: rows.length > size, products: rows.slice(0, size).map(toListProduct) };
}
