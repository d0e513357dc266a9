import { token } from '../tokens';
import type { CheckoutGateway, IdempotencyKeys, OrderDesk, OrderGateway } from './ports';

/** DI symbols of the checkout ports. */
export const CHECKOUT_TOKENS = {
  OrderDesk: token<OrderDesk>('OrderDesk'),
  IdempotencyKeys: token<IdempotencyKeys>('IdempotencyKeys'),
  CheckoutGateway: token<CheckoutGateway>('CheckoutGateway'),
  OrderGateway: token<OrderGateway>('OrderGateway'),
} as const;
