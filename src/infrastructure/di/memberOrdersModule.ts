import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/auth/ports';
import { MEMBER_ORDERS_TOKENS } from '../../application/memberOrders/tokens';
import { InMemoryMemberOrders, InMemoryRefunds } from '../memory/InMemoryMemberOrders';
import { httpGateway } from './lazyGateway';
import { TOKENS } from './tokens';

/** Member area (orders): use cases and the axios adapters (browser and page server). */
export const memberOrdersModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_ORDERS_TOKENS.MemberOrderGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberOrders')).AxiosMemberOrderGateway(http))).inSingletonScope();
    bind(MEMBER_ORDERS_TOKENS.RefundGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberOrders')).AxiosRefundGateway(http))).inSingletonScope();
  });

/** Tests and specs: the same use cases over in-memory fakes, each bound to its port and to its own class. */
export const memberOrdersTestModule = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryMemberOrders).toConstantValue(new InMemoryMemberOrders());
    bind(InMemoryRefunds).toResolvedValue((shop: InMemoryMemberOrders, clock: Clock) => new InMemoryRefunds(shop, clock), [InMemoryMemberOrders, TOKENS.Clock]).inSingletonScope();
    bind(MEMBER_ORDERS_TOKENS.MemberOrderGateway).toService(InMemoryMemberOrders);
    bind(MEMBER_ORDERS_TOKENS.RefundGateway).toService(InMemoryRefunds);
  });
