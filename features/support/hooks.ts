import { After, Before } from '@cucumber/cucumber';
import type { ShopWorld } from './world';

// The server assembly opens a fresh shop per scenario, as the memory assembly builds one.
// Migrating a fresh SQLite takes longer than a step's 5 s on a busy machine.
Before({ timeout: 60_000 }, async function (this: ShopWorld) {
  if (this.assembly === 'server') await this.openServer();
});

After(async function (this: ShopWorld) {
  await this.closeServer();
});
