import { ItemView } from './ItemView';
import { byId, itemRouteQuery } from './queries';
import type { RouteData } from '../../routes/RouteData';

/** item (SPEC §2.1): /market/{itemId}. */
export default function ItemPage() {
  return <ItemView preview={false} />;
}

/** item: the item by its id. */
export const route: RouteData = { meta: async (context) => (await import('./purchaseMeta')).itemMeta(false)(context), queries: byId('itemId', itemRouteQuery) };
