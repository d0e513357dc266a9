import type { Container } from 'inversify';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { buildTestContainer } from '../../src/infrastructure/di/buildTestContainer';
import { InMemoryAccounts } from '../../src/infrastructure/memory/InMemoryAccounts';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { ManualScheduler } from '../../src/infrastructure/timers/ManualScheduler';

/** A fresh shop on in-memory adapters, with the fakes at hand. */
export function givenShop(overrides?: (container: Container) => void) {
  const container = buildTestContainer(overrides);
  return {
    container,
    accounts: container.get(InMemoryAccounts),
    clock: container.get(FixedClock),
    tokens: container.get(InMemoryTokenStore),
    scheduler: container.get(ManualScheduler),
  };
}
