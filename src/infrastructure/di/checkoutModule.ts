import { ContainerModule } from 'inversify';
import { CHECKOUT_TOKENS } from '../../application/checkout/tokens';
import { apiGateway } from './lazyGateway';

const gateways = () => import('../http/ApiCheckoutGateways');

/** Browser and page server: the checkout gateways over the typed client (in process on the page server). */
export const checkoutModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CHECKOUT_TOKENS.CheckoutGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiCheckoutGateway(api))).inSingletonScope();
    bind(CHECKOUT_TOKENS.OrderGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiOrderGateway(api))).inSingletonScope();
    bind(CHECKOUT_TOKENS.OrderDesk).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiOrderDesk(api))).inSingletonScope();
  });
