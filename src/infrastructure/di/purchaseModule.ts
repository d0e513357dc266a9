import { ContainerModule } from 'inversify';
import { PURCHASE_TOKENS } from '../../application/purchase/tokens';
import type { ErrorReporter } from '../../application/shell/ports';
import { httpGateway } from './lazyGateway';
import { TOKENS } from './tokens';

/** Browser and page server: the axios adapters over the shared HTTP client. */
export const purchaseModule = () =>
  new ContainerModule(({ bind }) => {
    bind(PURCHASE_TOKENS.PurchaseCatalog).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosPurchaseGateways')).AxiosPurchaseCatalog(http))).inSingletonScope();
    bind(PURCHASE_TOKENS.CartGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosPurchaseGateways')).AxiosCartGateway(http))).inSingletonScope();
    bind(PURCHASE_TOKENS.WishListGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosPurchaseGateways')).AxiosWishListGateway(http))).inSingletonScope();
    bind(PURCHASE_TOKENS.Tracking)
      .toDynamicValue(httpGateway(async (http, context) => new (await import('../http/AxiosPurchaseGateways')).AxiosTracking(http, context.get<ErrorReporter>(TOKENS.ErrorReporter))))
      .inSingletonScope();
  });
