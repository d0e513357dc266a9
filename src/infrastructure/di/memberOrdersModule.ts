import { ContainerModule } from 'inversify';
import { MEMBER_ORDERS_TOKENS } from '../../application/memberOrders/tokens';
import { apiGateway } from './lazyGateway';

const gateways = () => import('../http/ApiMemberOrders');

/** Member area (orders): the order and refund gateways over the typed client (in process on the page server). */
export const memberOrdersModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_ORDERS_TOKENS.MemberOrderGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiMemberOrderGateway(api))).inSingletonScope();
    bind(MEMBER_ORDERS_TOKENS.RefundGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiRefundGateway(api))).inSingletonScope();
  });
