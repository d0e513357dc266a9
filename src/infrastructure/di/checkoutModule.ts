import { ContainerModule } from 'inversify';
import { CHECKOUT_TOKENS } from '../../application/checkout/tokens';
import { httpGateway } from './lazyGateway';

/** Browser and page server: the axios adapters over the shared HTTP client. */
export const checkoutModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CHECKOUT_TOKENS.CheckoutGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCheckoutGateways')).AxiosCheckoutGateway(http))).inSingletonScope();
    bind(CHECKOUT_TOKENS.OrderGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCheckoutGateways')).AxiosOrderGateway(http))).inSingletonScope();
    bind(CHECKOUT_TOKENS.OrderDesk).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosCheckoutGateways')).AxiosOrderDesk(http))).inSingletonScope();
  });
