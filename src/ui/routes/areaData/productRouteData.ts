import type { Resolver } from '../../../application/injection';
import { isSizeGuideKind, sizeGuidePath } from '../../../domain/purchase/sizeGuides';
import { sizeGuide } from '../../../domain/purchase/sizeGuideTables';
import { pageMeta } from '../../meta/PageMeta';
import { groupBuyFormMeta, groupBuyMeta, itemMeta } from '../../pages/purchase/purchaseMeta';
import { groupBuyQuery, itemQuery, numericId, wishListQuery } from '../../pages/purchase/queries';
import { cartQuery } from '../../pages/purchase/cartQueries';
import type { RouteData } from '../RouteData';
import { routeQuery, type RouteQuery } from '../RouteQuery';

/** A numeric path id (SPEC §5) read with its query; anything else is the 404 page. */
const byId =
  (param: string, query: (container: Resolver, id: number) => RouteQuery): NonNullable<RouteData['queries']> =>
  ({ params, container }) => {
    const id = numericId(params[param]);
    return id === null ? null : [query(container, id)];
  };

const groupBuy = (container: Resolver, id: number) => routeQuery(groupBuyQuery(container, id));
const item = (container: Resolver, id: number) => routeQuery(itemQuery(container, id));

/** Data of the buy-slice routes (productRoutes.ts): group-buy, item, order form, cart, wish list, size guide. */
export const routeData = {
  shoppingcart: {
    meta: () => pageMeta({ title: '購物車', robots: 'noindex', canonicalPath: '/groupbuy/shoppingcart' }),
    // Always fresh: the cart changes in other tabs and on other devices.
    queries: ({ container }) => [routeQuery({ ...cartQuery(container), staleTime: 0 })],
  },
  'wish-list': {
    meta: () => pageMeta({ title: '追蹤清單', robots: 'noindex', canonicalPath: '/member/wish-list' }),
    queries: ({ container }) => [routeQuery({ ...wishListQuery(container), staleTime: 0 })],
  },
  'groupbuy-form': { meta: groupBuyFormMeta, queries: byId('groupbuyId', groupBuy) },
  'groupbuy-info': { meta: groupBuyMeta, queries: byId('groupbuyId', groupBuy) },
  'item-preview': { meta: itemMeta(true), queries: byId('itemId', item) },
  item: { meta: itemMeta(false), queries: byId('itemId', item) },
  'size-guide': {
    meta: ({ params }) => (isSizeGuideKind(params.kind)
      ? pageMeta({ title: sizeGuide(params.kind).title, description: sizeGuide(params.kind).intro, canonicalPath: sizeGuidePath(params.kind) })
      : pageMeta({})),
    queries: ({ params }) => (isSizeGuideKind(params.kind) ? [] : null),
  },
} satisfies Record<string, RouteData>;
