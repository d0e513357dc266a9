import { token } from '../tokens';
import type { CartGateway, PurchaseCatalog, Tracking, WishListGateway } from './ports';

/** DI symbols of the buying ports. */
export const PURCHASE_TOKENS = {
  PurchaseCatalog: token<PurchaseCatalog>('PurchaseCatalog'),
  CartGateway: token<CartGateway>('CartGateway'),
  WishListGateway: token<WishListGateway>('WishListGateway'),
  Tracking: token<Tracking>('Tracking'),
} as const;
