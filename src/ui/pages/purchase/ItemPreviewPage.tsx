import { ItemView } from './ItemView';
import { byId, itemRouteQuery } from './queries';
import type { RouteData } from '../../routes/RouteData';

/** item-preview (SPEC §2.1): the same product with a 預覽 banner; nothing can be bought or followed. */
export default function ItemPreviewPage() {
  return <ItemView preview />;
}

/** item-preview: the item by its id, kept out of search engines. */
export const route: RouteData = { meta: async (context) => (await import('./purchaseMeta')).itemMeta(true)(context), queries: byId('itemId', itemRouteQuery) };
