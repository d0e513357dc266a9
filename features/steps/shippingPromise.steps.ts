import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { LoadCart } from '../../src/application/purchase/cartUseCases';
import { LoadGroupBuy } from '../../src/application/purchase/loads';
import type { GroupBuyDetail } from '../../src/domain/purchase/GroupBuyDetail';
import { shippingPromise, type DispatchKind } from '../../src/domain/shipping/shippingPromise';
import { InMemoryPurchaseCatalog } from '../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../../tests/application/mothers/PanelProductMother';
import type { Person } from '../support/people';
import { actingAs } from '../support/tasks';
import type { ShopWorld } from '../support/world';

const opened = new WeakMap<ShopWorld, GroupBuyDetail>();

function promises(world: ShopWorld, title: string, kind: DispatchKind, days: number, freeFrom: number) {
  const groupBuy = PanelProductMother.groupBuy();
  assert.equal(groupBuy.card.title, title);
  world.container.get(InMemoryPurchaseCatalog).with({ ...groupBuy, shipping: shippingPromise({ dispatch: { kind, days }, freeFrom }) });
}

Given('{string} ships {int} working days after payment and ships free from NT${int}', function (this: ShopWorld, title: string, days: number, freeFrom: number) {
  promises(this, title, 'stock', days, freeFrom);
});
Given('{string} ships {int} working days after the deal closes and ships free from NT${int}', function (this: ShopWorld, title: string, days: number, freeFrom: number) {
  promises(this, title, 'after_close', days, freeFrom);
});

When('{person} opens the group-buy {string}', async function (this: ShopWorld, person: Person, title: string) {
  this.actAs(person);
  actingAs(this, person);
  const groupBuy = [...this.container.get(InMemoryPurchaseCatalog).groupBuys.values()].find((g) => g.card.title === title);
  assert.ok(groupBuy, `no group-buy named ${title}`);
  opened.set(this, await this.container.get(LoadGroupBuy).execute({ groupBuyId: groupBuy.card.id }));
});

Then('the page promises {string}', function (this: ShopWorld, promise: string) {
  assert.equal(opened.get(this)?.shipping?.promise, promise);
});
Then('{person}\'s cart promises {string} for {string}', async function (this: ShopWorld, person: Person, promise: string, title: string) {
  this.actAs(person);
  actingAs(this, person);
  const cart = await this.container.get(LoadCart).execute();
  assert.equal(cart.groups.find((g) => g.groupBuyTitle === title)?.shippingPromise, promise);
});
