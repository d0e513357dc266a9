import type { Container } from 'inversify';
import { isSizeGuideKind, sizeGuide, sizeGuidePath } from '../../domain/purchase/sizeGuides';
import { pageMeta } from '../meta/PageMeta';
import { groupBuyFormMeta, groupBuyMeta, itemMeta } from '../pages/purchase/purchaseMeta';
import { cartQuery, groupBuyQuery, itemQuery, numericId, wishListQuery } from '../pages/purchase/queries';
import type { PageRoute } from './PageRoute';
import { lazyPage } from './lazyPage';
import { routeQuery, type RouteQuery } from './RouteQuery';

/** A numeric path id (SPEC §5) read with its query; anything else is the 404 page. */
const byId =
  (param: string, query: (container: Container, id: number) => RouteQuery): NonNullable<PageRoute['queries']> =>
  ({ params, container }) => {
    const id = numericId(params[param]);
    return id === null ? null : [query(container, id)];
  };

const groupBuy = (container: Container, id: number) => routeQuery(groupBuyQuery(container, id));
const item = (container: Container, id: number) => routeQuery(itemQuery(container, id));

/** Routes of the mall issue (SPEC §2.1), buy slice: group-buy, item, order form, cart, wish list. */
export const productRoutes: PageRoute[] = [
  {
    path: 'groupbuy/shoppingcart',
    handle: { name: 'shoppingcart', auth: {}, meta: () => pageMeta({ title: '購物車', robots: 'noindex', canonicalPath: '/groupbuy/shoppingcart' }), chunk: 'src/ui/pages/purchase/CartPage.tsx' },
    // Always fresh: the cart changes in other tabs and on other devices.
    queries: ({ container }) => [routeQuery({ ...cartQuery(container), staleTime: 0 })],
    lazy: lazyPage(() => import('../pages/purchase/CartPage')),
  },
  {
    path: 'member/wish-list',
    handle: { name: 'wish-list', auth: {}, meta: () => pageMeta({ title: '追蹤清單', robots: 'noindex', canonicalPath: '/member/wish-list' }), chunk: 'src/ui/pages/purchase/WishListPage.tsx' },
    queries: ({ container }) => [routeQuery({ ...wishListQuery(container), staleTime: 0 })],
    lazy: lazyPage(() => import('../pages/purchase/WishListPage')),
  },
  {
    path: 'groupbuy/form/:groupbuyId',
    handle: { name: 'groupbuy-form', meta: groupBuyFormMeta, chunk: 'src/ui/pages/purchase/GroupBuyFormPage.tsx' },
    queries: byId('groupbuyId', groupBuy),
    lazy: lazyPage(() => import('../pages/purchase/GroupBuyFormPage')),
  },
  {
    path: 'groupbuy/:groupbuyId/:title?',
    handle: { name: 'groupbuy-info', plain: true, meta: groupBuyMeta, chunk: 'src/ui/pages/purchase/GroupBuyPage.tsx' },
    queries: byId('groupbuyId', groupBuy),
    lazy: lazyPage(() => import('../pages/purchase/GroupBuyPage')),
  },
  {
    path: 'market/preview/:itemId',
    handle: { name: 'item-preview', plain: true, meta: itemMeta(true), chunk: 'src/ui/pages/purchase/ItemPreviewPage.tsx' },
    queries: byId('itemId', item),
    lazy: lazyPage(() => import('../pages/purchase/ItemPreviewPage')),
  },
  {
    path: 'market/:itemId',
    handle: { name: 'item', plain: true, meta: itemMeta(false), chunk: 'src/ui/pages/purchase/ItemPage.tsx' },
    queries: byId('itemId', item),
    lazy: lazyPage(() => import('../pages/purchase/ItemPage')),
  },
  {
    // Not in SPEC §2.1: the 尺寸表 the option panel and the 規格 table link to (issue 13).
    path: 'size-guide/:kind',
    handle: {
      name: 'size-guide', chunk: 'src/ui/pages/purchase/SizeGuidePage.tsx',
      meta: ({ params }) => (isSizeGuideKind(params.kind)
        ? pageMeta({ title: sizeGuide(params.kind).title, description: sizeGuide(params.kind).intro, canonicalPath: sizeGuidePath(params.kind) })
        : pageMeta({})),
    },
    queries: ({ params }) => (isSizeGuideKind(params.kind) ? [] : null),
    lazy: lazyPage(() => import('../pages/purchase/SizeGuidePage')),
  },
];
