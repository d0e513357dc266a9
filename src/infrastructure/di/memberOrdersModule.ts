import { ContainerModule } from 'inversify';
import { MEMBER_ORDERS_TOKENS } from '../../application/memberOrders/tokens';
import { httpGateway } from './lazyGateway';

/** Member area (orders): use cases and the axios adapters (browser and page server). */
export const memberOrdersModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_ORDERS_TOKENS.MemberOrderGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberOrders')).AxiosMemberOrderGateway(http))).inSingletonScope();
    bind(MEMBER_ORDERS_TOKENS.RefundGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberOrders')).AxiosRefundGateway(http))).inSingletonScope();
  });
