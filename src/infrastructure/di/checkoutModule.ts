import { ContainerModule, type Newable } from 'inversify';
import { ChangeCheckout, OpenCheckout, SaveDestination, StartStoreMap } from '../../application/checkout/checkoutUseCases';
import { CompleteSandboxPayment, ConfirmThreeDs, PayByCard, RetryPayment } from '../../application/checkout/orderUseCases';
import { PlaceOrder } from '../../application/checkout/PlaceOrder';
import { CHECKOUT_TOKENS } from '../../application/checkout/tokens';
import { RandomIdempotencyKeys } from '../browser/RandomIdempotencyKeys';
import { httpGateway } from './lazyGateway';

/** The checkout use cases: singletons per container (PlaceOrder keeps its pending keys per tab). */
export const CHECKOUT_CLASSES: readonly Newable[] = [
  OpenCheckout, ChangeCheckout, SaveDestination, StartStoreMap, PlaceOrder, RetryPayment, PayByCard, ConfirmThreeDs,
  CompleteSandboxPayment,
];

/** Browser and page server: the axios adapters over the shared HTTP client. */
export const checkoutModule = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of CHECKOUT_CLASSES) bind(useCase).toSelf().inSingletonScope();
    bind(CHECKOUT_TOKENS.CheckoutGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCheckoutGateways')).AxiosCheckoutGateway(http))).inSingletonScope();
    bind(CHECKOUT_TOKENS.OrderGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCheckoutGateways')).AxiosOrderGateway(http))).inSingletonScope();
    bind(CHECKOUT_TOKENS.OrderDesk).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCheckoutGateways')).AxiosOrderDesk(http))).inSingletonScope();
    bind(CHECKOUT_TOKENS.IdempotencyKeys).toConstantValue(new RandomIdempotencyKeys());
  });
