import type { LoaderFunction } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import { pageMeta } from '../meta/PageMeta';
import { groupBuyFormMeta, groupBuyMeta, itemMeta } from '../pages/purchase/purchaseMeta';
import { cartQuery, groupBuyQuery, itemQuery, numericId, wishListQuery } from '../pages/purchase/queries';
import { lazyPage } from './lazyPage';
import type { PageRoute } from './PageRoute';
import { throwAsRouteError, throwNotFound } from './routeErrors';

/** Validates a numeric path id (SPEC §5), then warms the page's query; anything else is the 404 page. */
const byId =
  (param: string, warm: (deps: AppDeps, id: number) => Promise<unknown>) =>
  (deps: AppDeps): LoaderFunction =>
  async ({ params }) => {
    const id = numericId(params[param]);
    if (id === null) throwNotFound();
    await warm(deps, id).catch(throwAsRouteError);
    return null;
  };

const warmGroupBuy = byId('groupbuyId', (deps, id) => deps.queryClient.ensureQueryData(groupBuyQuery(deps.container, id)));
const warmItem = byId('itemId', (deps, id) => deps.queryClient.ensureQueryData(itemQuery(deps.container, id)));

/** Routes of the mall issue (SPEC §2.1), buy slice: group-buy, item, order form, cart, wish list. */
export const productRoutes: PageRoute[] = [
  {
    path: 'groupbuy/shoppingcart',
    handle: { name: 'shoppingcart', auth: {}, meta: () => pageMeta({ title: '購物車', robots: 'noindex', canonicalPath: '/groupbuy/shoppingcart' }), chunk: 'src/ui/pages/purchase/CartPage.tsx' },
    // Always fresh: the cart changes in other tabs and on other devices.
    loader: (deps) => async () => {
      await deps.queryClient.fetchQuery({ ...cartQuery(deps.container), staleTime: 0 }).catch(throwAsRouteError);
      return null;
    },
    lazy: lazyPage(() => import('../pages/purchase/CartPage')),
  },
  {
    path: 'member/wish-list',
    handle: { name: 'wish-list', auth: {}, meta: () => pageMeta({ title: '追蹤清單', robots: 'noindex', canonicalPath: '/member/wish-list' }), chunk: 'src/ui/pages/purchase/WishListPage.tsx' },
    loader: (deps) => async () => {
      await deps.queryClient.fetchQuery({ ...wishListQuery(deps.container), staleTime: 0 }).catch(throwAsRouteError);
      return null;
    },
    lazy: lazyPage(() => import('../pages/purchase/WishListPage')),
  },
  {
    path: 'groupbuy/form/:groupbuyId',
    handle: { name: 'groupbuy-form', meta: groupBuyFormMeta, chunk: 'src/ui/pages/purchase/GroupBuyFormPage.tsx' },
    loader: warmGroupBuy,
    lazy: lazyPage(() => import('../pages/purchase/GroupBuyFormPage')),
  },
  {
    path: 'groupbuy/:groupbuyId/:title?',
    handle: { name: 'groupbuy-info', meta: groupBuyMeta, chunk: 'src/ui/pages/purchase/GroupBuyPage.tsx' },
    loader: warmGroupBuy,
    lazy: lazyPage(() => import('../pages/purchase/GroupBuyPage')),
  },
  {
    path: 'market/preview/:itemId',
    handle: { name: 'item-preview', meta: itemMeta(true), chunk: 'src/ui/pages/purchase/ItemPreviewPage.tsx' },
    loader: warmItem,
    lazy: lazyPage(() => import('../pages/purchase/ItemPreviewPage')),
  },
  {
    path: 'market/:itemId',
    handle: { name: 'item', meta: itemMeta(false), chunk: 'src/ui/pages/purchase/ItemPage.tsx' },
    loader: warmItem,
    lazy: lazyPage(() => import('../pages/purchase/ItemPage')),
  },
];
