import { ContainerModule } from 'inversify';
import { PURCHASE_TOKENS } from '../../application/purchase/tokens';
import type { ErrorReporter } from '../../application/shell/ports';
import {
  InMemoryCartGateway, InMemoryPurchaseCatalog, InMemoryTracking, InMemoryWishListGateway,
} from '../memory/InMemoryPurchase';
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

/** Tests and specs: in-memory fakes, each bound to its port and to its own class. */
export const purchaseTestModule = () =>
  new ContainerModule(({ bind }) => {
    const catalog = new InMemoryPurchaseCatalog();
    const cart = new InMemoryCartGateway(catalog);
    const wishList = new InMemoryWishListGateway(catalog);
    const tracking = new InMemoryTracking();
    bind(InMemoryPurchaseCatalog).toConstantValue(catalog);
    bind(InMemoryCartGateway).toConstantValue(cart);
    bind(InMemoryWishListGateway).toConstantValue(wishList);
    bind(InMemoryTracking).toConstantValue(tracking);
    bind(PURCHASE_TOKENS.PurchaseCatalog).toConstantValue(catalog);
    bind(PURCHASE_TOKENS.CartGateway).toConstantValue(cart);
    bind(PURCHASE_TOKENS.WishListGateway).toConstantValue(wishList);
    bind(PURCHASE_TOKENS.Tracking).toConstantValue(tracking);
  });
