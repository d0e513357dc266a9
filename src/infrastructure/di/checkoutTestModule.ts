import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/auth/ports';
import { CHECKOUT_TOKENS } from '../../application/checkout/tokens';
import { InMemoryCheckoutGateway } from '../memory/InMemoryCheckout';
import { CountingIdempotencyKeys, InMemoryOrderDesk } from '../memory/InMemoryOrderDesk';
import { InMemoryOrderGateway } from '../memory/InMemoryOrderGateway';
import { TOKENS } from './tokens';

/**
 * Tests and specs: a person's checkouts, orders and order desk in memory (the fakes of the checkout
 * ports' contract suites), each bound to its port and to its own class: `container.get(InMemoryCheckoutGateway)` stocks it.
 */
export const checkoutTestModule = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryCheckoutGateway).toConstantValue(new InMemoryCheckoutGateway());
    bind(InMemoryOrderGateway).toResolvedValue((clock: Clock) => new InMemoryOrderGateway(clock), [TOKENS.Clock]).inSingletonScope();
    bind(InMemoryOrderDesk).toConstantValue(new InMemoryOrderDesk());
    bind(CHECKOUT_TOKENS.CheckoutGateway).toService(InMemoryCheckoutGateway);
    bind(CHECKOUT_TOKENS.OrderGateway).toService(InMemoryOrderGateway);
    bind(CHECKOUT_TOKENS.OrderDesk).toService(InMemoryOrderDesk);
    bind(CHECKOUT_TOKENS.IdempotencyKeys).toConstantValue(new CountingIdempotencyKeys('key'));
  });
