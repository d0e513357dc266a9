import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import { LoadCart } from '../../../application/purchase/cartUseCases';
import { purchaseKeys } from './queries';

/** The cart's query, apart from the product pages' (queries.ts): its use cases load with the cart page. */
export const cartQuery = (container: Resolver) =>
  queryOptions({ queryKey: purchaseKeys.cart, queryFn: () => container.get(LoadCart).execute() });
