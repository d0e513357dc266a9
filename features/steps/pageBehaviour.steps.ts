import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DecideLinkPrefetch } from '../../src/application/pageBehaviour/DecideLinkPrefetch';
import { GuardZoom } from '../../src/application/pageBehaviour/GuardZoom';
import { LoadLazyImage } from '../../src/application/pageBehaviour/LoadLazyImage';
import { InMemoryConnectionInfo, InMemoryViewport } from '../../src/infrastructure/memory/InMemoryPageBehaviour';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

/** What the page did with the person's last touch, and the picture each scenario watches. */
const verdicts = new WeakMap<ShopWorld, 'block' | 'allow'>();
const pictures = new WeakMap<ShopWorld, { loading: boolean }>();

type Target = 'the page' | 'a button';
const touch = (world: ShopWorld, target: Target, touches: number, phase: 'start' | 'end') => {
  verdicts.set(world, world.container.get(GuardZoom).execute({ phase, touches, onControl: target === 'a button' }));
};

Given('{person} tapped the page', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  touch(this, 'the page', 1, 'end');
});
Given('{person} tapped a button', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  touch(this, 'a button', 1, 'end');
});
When('{person} taps the page again {int} ms later', function (this: ShopWorld, p: Person, ms: number) {
  this.actAs(p);
  this.clock.advance(ms);
  touch(this, 'the page', 1, 'end');
});
When('{person} taps a button again {int} ms later', function (this: ShopWorld, p: Person, ms: number) {
  this.actAs(p);
  this.clock.advance(ms);
  touch(this, 'a button', 1, 'end');
});
When('{person} touches the page with {int} fingers', function (this: ShopWorld, p: Person, fingers: number) {
  this.actAs(p);
  touch(this, 'the page', fingers, 'start');
});
Then('the page blocks that tap/touch', function (this: ShopWorld) {
  assert.equal(verdicts.get(this), 'block');
});
Then('the page lets that tap through', function (this: ShopWorld) {
  assert.equal(verdicts.get(this), 'allow');
});

Given('{person}\'s phone is on {word} with data saver {word}', function (this: ShopWorld, p: Person, network: string, saver: string) {
  this.actAs(p);
  assert.ok(['on', 'off'].includes(saver), `data saver is on or off, not ${saver}`);
  this.container.get(InMemoryConnectionInfo).hint = { effectiveType: network, saveData: saver === 'on' };
});
Given('{person}\'s browser says nothing of its connection', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  this.container.get(InMemoryConnectionInfo).hint = null;
});
Then('links are fetched ahead for {person}', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.equal(this.container.get(DecideLinkPrefetch).execute(), true);
});
Then('links are not fetched ahead for {person}', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  assert.equal(this.container.get(DecideLinkPrefetch).execute(), false);
});

Given('a product picture {int} px below {person}\'s view', function (this: ShopWorld, px: number, p: Person) {
  this.actAs(p);
  const picture = { loading: false };
  pictures.set(this, picture);
  this.container.get(InMemoryViewport).place(picture, px);
  void this.container.get(LoadLazyImage).execute({ image: picture, signal: new AbortController().signal }).then(() => { picture.loading = true; });
});
When('{person} scrolls down {int} px', async function (this: ShopWorld, p: Person, px: number) {
  this.actAs(p);
  this.container.get(InMemoryViewport).scrollDown(px);
  await Promise.resolve();
});
Then('the picture is not loading yet', function (this: ShopWorld) {
  assert.equal(pictures.get(this)?.loading, false);
});
Then('the picture starts loading', function (this: ShopWorld) {
  assert.equal(pictures.get(this)?.loading, true);
});
