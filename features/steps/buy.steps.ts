import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AddToCart } from '../../src/application/purchase/AddToCart';
import { CancelAdult, ConfirmAdult, NeedsAdultConfirmation } from '../../src/application/purchase/adultConfirmation';
import { FollowOption } from '../../src/application/purchase/FollowOption';
import { WishListStore } from '../../src/application/purchase/stores';
import { LoginDialogController } from '../../src/application/shell/LoginDialogController';
import { ToastCenter } from '../../src/application/shell/ToastCenter';
import { UserMetaStore } from '../../src/application/shell/UserMetaStore';
import { toGroupBuyCard } from '../../src/domain/catalog/GroupBuyCard';
import { followedOptionIds } from '../../src/domain/purchase/GroupBuyDetail';
import { actionButtonState, decrease, increase, openPanel, selectOption, selectedOption, soldOutTexts, withFollowed, type OptionPanelState } from '../../src/domain/purchase/optionPanel';
import { BUTTON_LABELS } from '../../src/domain/purchase/messages';
import { InMemoryCartGateway, InMemoryPurchaseCatalog, InMemoryWishListGateway } from '../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../../tests/application/mothers/PanelProductMother';
import { UserMetaMother } from '../../tests/application/mothers/UserMetaMother';
import type { ShopWorld } from '../support/world';

/** What a buyer remembers within one scenario, kept beside the World without widening it. */
interface BuyerMemory { panel: OptionPanelState | null; card: ReturnType<typeof toGroupBuyCard> | null }
const memory = new WeakMap<ShopWorld, BuyerMemory>();
const mind = (world: ShopWorld): BuyerMemory => {
  if (!memory.has(world)) {
    memory.set(world, { panel: null, card: null });
    world.container.get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy());
  }
  return memory.get(world)!;
};
const sizeId = (size: string) => PanelProductMother.bodysuit().options.find((o) => o.size === size)!.id;
const panel = (world: ShopWorld) => withFollowed(mind(world).panel ?? openPanel(PanelProductMother.bodysuit()), followedOptionIds(world.container.get(WishListStore).state$.getValue()));
const signIn = (world: ShopWorld, signedIn: boolean) => { mind(world); world.container.get(UserMetaStore).set({ ...UserMetaMother.signedOut(), signedIn }); };

Given('{word} opens the option panel of {string}', function (this: ShopWorld, _who: string, _title: string) {
  mind(this).panel = openPanel(PanelProductMother.bodysuit());
});
When('{word} raises the quantity {int} times', function (this: ShopWorld, _who: string, times: number) {
  for (let i = 0; i < times; i++) mind(this).panel = increase(panel(this));
});
When('{word} lowers the quantity {int} times', function (this: ShopWorld, _who: string, times: number) {
  for (let i = 0; i < times; i++) mind(this).panel = decrease(panel(this));
});
When('{word} raises the quantity {int} times and chooses {string}', function (this: ShopWorld, _who: string, times: number, size: string) {
  for (let i = 0; i < times; i++) mind(this).panel = increase(panel(this));
  mind(this).panel = selectOption(panel(this), sizeId(size));
});
When('{word} chooses {string}', function (this: ShopWorld, _who: string, size: string) {
  mind(this).panel = selectOption(panel(this), sizeId(size));
});
Then('size {string} is chosen with quantity {int}', function (this: ShopWorld, size: string, quantity: number) {
  assert.equal(selectedOption(panel(this))?.size, size);
  assert.equal(panel(this).quantity, quantity);
});
Then('the action button says {string}', function (this: ShopWorld, label: string) {
  assert.equal(BUTTON_LABELS[actionButtonState(panel(this))], label);
});
Then('the panel says {string} and {string}', function (this: ShopWorld, title: string, hint: string) {
  assert.deepEqual(soldOutTexts(panel(this)), { title, hint });
});

Given('{word} is not signed in', function (this: ShopWorld, _who: string) { signIn(this, false); });
When('{word} asks to be notified when {string} of {string} is restocked', async function (this: ShopWorld, _who: string, size: string, _title: string) {
  mind(this);
  mind(this).panel = selectOption(panel(this), sizeId(size));
  await this.container.get(FollowOption).execute({ productId: 7, optionId: sizeId(size) });
});
Then('{word} sees the toast {string}', function (this: ShopWorld, _who: string, text: string) {
  assert.deepEqual(this.container.get(ToastCenter).state$.getValue().map((t) => t.text), [text]);
});
Then('{string} is on {word}\'s tracking list', async function (this: ShopWorld, size: string, _who: string) {
  assert.deepEqual((await this.container.get(InMemoryWishListGateway).brief()).products, [{ id: 7, optionIds: [sizeId(size)] }]);
});
Then('nothing is on {word}\'s tracking list', function (this: ShopWorld, _who: string) {
  assert.deepEqual(this.container.get(InMemoryWishListGateway).follows, []);
});
Then('the login opens saying {string}', function (this: ShopWorld, actionName: string) {
  assert.deepEqual(this.container.get(LoginDialogController).state$.getValue(), { open: true, actionName, redirectTo: null });
});

const ANSWERS: Record<string, (world: ShopWorld) => number> = {
  added: () => sizeId('70cm'),
  'at the limit': (world) => { world.container.get(InMemoryCartGateway).lines.set(sizeId('70cm'), 3); return sizeId('70cm'); },
  discontinued: (world) => { world.container.get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy(PanelProductMother.bodysuit({ discontinued: true }))); return sizeId('70cm'); },
  'sold out': () => sizeId('60cm'),
  'not found': () => 999,
  'with a broken network': (world) => { world.container.get(InMemoryCartGateway).failWith = new Error('offline'); return sizeId('70cm'); },
};
let chosenOption = 0;
Given('the cart answers {}', function (this: ShopWorld, answer: string) {
  mind(this);
  chosenOption = ANSWERS[answer](this);
});
When('{word} adds {int} of {string} to the cart', async function (this: ShopWorld, _who: string, quantity: number, _size: string) {
  await this.container.get(AddToCart).execute({ groupBuyId: 1, optionId: chosenOption, quantity });
});
When('{word} taps add to cart twice quickly for {string}', async function (this: ShopWorld, _who: string, size: string) {
  mind(this);
  const add = this.container.get(AddToCart);
  await Promise.all([add.execute({ groupBuyId: 1, optionId: sizeId(size), quantity: 1 }), add.execute({ groupBuyId: 1, optionId: sizeId(size), quantity: 1 })]);
});
Then('{string} is in {word}\'s cart once with quantity {int}', function (this: ShopWorld, size: string, _who: string, quantity: number) {
  assert.deepEqual([...this.container.get(InMemoryCartGateway).lines], [[sizeId(size), quantity]]);
});

Given('{word} has not confirmed her age', function (this: ShopWorld, _who: string) {
  assert.equal(this.container.get(NeedsAdultConfirmation).execute(), true);
});
When('{word} confirms her age', function (this: ShopWorld, _who: string) { this.container.get(ConfirmAdult).execute(); });
When('{word} cancels the age confirmation', function (this: ShopWorld, _who: string) { this.container.get(CancelAdult).execute(); });
When('{int} minutes pass', function (this: ShopWorld, minutes: number) { this.clock.advance(minutes * 60_000); });
Then('adult-only goods are unmasked for {word}', function (this: ShopWorld, _who: string) {
  assert.equal(this.container.get(NeedsAdultConfirmation).execute(), false);
});
Then('adult-only goods are masked for {word}', function (this: ShopWorld, _who: string) {
  assert.equal(this.container.get(NeedsAdultConfirmation).execute(), true);
});

When('a group-buy card has price {int}, original price {int} and {int} likes', function (this: ShopWorld, price: number, original: number, likes: number) {
  mind(this).card = toGroupBuyCard({ id: 1, url: '/groupbuy/1', title: '包屁衣', desc: '', label: null, price, originalPrice: original, priceSuffix: null, image: null, likeCount: likes, isAdultOnly: false });
});
Then('the card shows {string} instead of a price, no original price and no likes', function (this: ShopWorld, text: string) {
  const card = mind(this).card!;
  assert.deepEqual([card.price, card.priceSpecialText, card.originalPrice, card.likeCount], [null, text, null, null]);
});
