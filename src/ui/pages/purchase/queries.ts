import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import { LoadGroupBuy, LoadItem, LoadWishList } from '../../../application/purchase/loads';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery, type RouteQuery } from '../../routes/RouteQuery';

/** Query keys and fetchers of the buying pages, all through use cases. */
export const purchaseKeys = {
  groupBuy: (id: number) => ['purchase', 'groupbuy', id] as const,
  item: (id: number) => ['purchase', 'item', id] as const,
  cart: ['purchase', 'cart'] as const,
  wishList: ['purchase', 'wish-list'] as const,
};

export const groupBuyQuery = (container: Resolver, id: number) =>
  queryOptions({ queryKey: purchaseKeys.groupBuy(id), queryFn: () => container.get(LoadGroupBuy).execute({ groupBuyId: id }) });

export const itemQuery = (container: Resolver, id: number) =>
  queryOptions({ queryKey: purchaseKeys.item(id), queryFn: () => container.get(LoadItem).execute({ itemId: id }) });

export const wishListQuery = (container: Resolver) =>
  queryOptions({ queryKey: purchaseKeys.wishList, queryFn: () => container.get(LoadWishList).execute() });

/** Path ids are digits only (SPEC §5: groupbuy, form and product ids must be numeric). */
export const numericId = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** A route's query by a numeric path id (SPEC §5): the group-buy or item; anything else is the 404 page. */
export const byId =
  (param: string, query: (container: Resolver, id: number) => RouteQuery): NonNullable<RouteData['queries']> =>
  ({ params, container }) => {
    const id = numericId(params[param]);
    return id === null ? null : [query(container, id)];
  };

export const groupBuyRouteQuery = (container: Resolver, id: number) => routeQuery(groupBuyQuery(container, id));
export const itemRouteQuery = (container: Resolver, id: number) => routeQuery(itemQuery(container, id));
