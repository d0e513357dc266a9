import { GROUP_LIST_PAGE_SIZE, type GroupList } from '../../../contract/catalog';
import type { CardRow, Window } from '../../db/repositories/catalog/cards';
import { toListProduct } from '../catalog/groupLists';

/** One page (20) of an ordered card list, as the shared GroupList shape: one row more tells whether more follow. */
export async function pageOf(read: (window: Window) => Promise<CardRow[]>, meta: { type: string; title: string; page: number }): Promise<GroupList> {
  const rows = await read({ limit: GROUP_LIST_PAGE_SIZE + 1, offset: (meta.page - 1) * GROUP_LIST_PAGE_SIZE });
  return {
    type: meta.type,
    title: meta.title,
    page: meta.page,
    has_more: rows.length > GROUP_LIST_PAGE_SIZE,
    products: rows.slice(0, GROUP_LIST_PAGE_SIZE).map(toListProduct),
  };
}
