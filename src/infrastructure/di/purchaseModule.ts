import { ContainerModule } from 'inversify';
import { PURCHASE_TOKENS } from '../../application/purchase/tokens';
import type { ErrorReporter } from '../../application/shell/ports';
import { apiGateway } from './lazyGateway';
import { TOKENS } from './tokens';

const gateways = () => import('../http/ApiPurchaseGateways');

/** Browser and page server: the purchase gateways over the typed client (in process on the page server). */
export const purchaseModule = () =>
  new ContainerModule(({ bind }) => {
    bind(PURCHASE_TOKENS.PurchaseCatalog).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiPurchaseCatalog(api))).inSingletonScope();
    bind(PURCHASE_TOKENS.CartGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiCartGateway(api))).inSingletonScope();
    bind(PURCHASE_TOKENS.WishListGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiWishListGateway(api))).inSingletonScope();
    bind(PURCHASE_TOKENS.Tracking)
      .toDynamicValue(apiGateway(async (api, context) => new (await gateways()).ApiTracking(api, context.get<ErrorReporter>(TOKENS.ErrorReporter))))
      .inSingletonScope();
  });
