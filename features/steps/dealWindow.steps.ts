import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AddToCart } from '../../src/application/purchase/AddToCart';
import { InMemoryCartGateway, InMemoryPurchaseCatalog } from '../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../../tests/application/mothers/PanelProductMother';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

const HOUR = 3_600_000;
/** The in-memory cart judges a deal by the wall clock, so windows are set around it. */
const WINDOWS: Record<string, () => { startsAt: number; endsAt: number }> = {
  'ended an hour ago': () => ({ startsAt: Date.now() - 240 * HOUR, endsAt: Date.now() - HOUR }),
  'opens tomorrow': () => ({ startsAt: Date.now() + 24 * HOUR, endsAt: Date.now() + 240 * HOUR }),
  'ends in an hour': () => ({ startsAt: Date.now() - 240 * HOUR, endsAt: Date.now() + HOUR }),
};

Given(/^the group-buy of "[^"]+" (ended an hour ago|opens tomorrow|ends in an hour)$/, function (this: ShopWorld, window: string) {
  this.container.get(InMemoryPurchaseCatalog).with({ ...PanelProductMother.groupBuy(), ...WINDOWS[window]() });
});

When('{person} puts {string} of {string} in the cart', async function (this: ShopWorld, who: Person, size: string, title: string) {
  this.actAs(who);
  const product = PanelProductMother.bodysuit();
  assert.equal(title, product.title, `the shop has no product called "${title}"`);
  const option = product.options.find((o) => o.size === size);
  assert.ok(option, `"${title}" has no size "${size}"`);
  this.hear(await this.container.get(AddToCart).execute({ groupBuyId: product.groupId, optionId: option.id, quantity: 1 }));
});

Then('{person}\'s cart stays empty', function (this: ShopWorld, who: Person) {
  this.actAs(who);
  assert.equal(this.container.get(InMemoryCartGateway).lines.size, 0);
});
