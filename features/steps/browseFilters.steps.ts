import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { LoadBranchPage, type BranchPage } from '../../src/application/mall/LoadBranchPage';
import { serializeFilters, toggleFilter, type RawQuery } from '../../src/domain/mall/filters';
import { InMemoryMallCatalog } from '../../src/infrastructure/memory/InMemoryMallCatalog';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

/** What each scenario's shopper is looking at: the loaded page and the address it came from. */
const seen = new WeakMap<ShopWorld, { page: BranchPage; address: Record<string, string> }>();

async function open(world: ShopWorld, query: RawQuery): Promise<void> {
  const page = await world.container.get(LoadBranchPage).execute({ branchPath: 'fashion', query, page: 1 });
  seen.set(world, { page, address: serializeFilters(page.filters) });
}
const current = (world: ShopWorld) => seen.get(world) ?? assert.fail('nobody opened the branch');

Given('the 嬰幼服飾 branch offers the sub-malls {string} and {string}', function (this: ShopWorld, first: string, second: string) {
  this.container.get(InMemoryMallCatalog).withBranch({
    branch: { id: 1, path: 'fashion', name: '嬰幼服飾', icon: 'shirt', color: '#f8b4c8' },
    categories: [
      { id: 1, name: first, slug: 'bodysuits', path: 'fashion/bodysuits', children: [] },
      { id: 2, name: second, slug: 'accessories', path: 'fashion/accessories', children: [] },
    ],
    floors: [],
    sectionIds: [],
  });
});

When('{person} opens the branch with age {string} and sort {string}', function (this: ShopWorld, p: Person, age: string, sort: string) {
  this.actAs(p);
  return open(this, { age, sort });
});
When('{person} opens the branch with sort {string}', function (this: ShopWorld, p: Person, sort: string) {
  this.actAs(p);
  return open(this, { sort });
});
When('{person} opens the branch with sub-malls {string}', function (this: ShopWorld, p: Person, mall: string) {
  this.actAs(p);
  return open(this, { mall });
});
When('{person} opens the branch with no filters', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  return open(this, {});
});
Given('{person} is looking at the branch for ages {string}', function (this: ShopWorld, p: Person, age: string) {
  this.actAs(p);
  return open(this, { age });
});
Given('{person} is looking at the branch for ages {string} sorted by {string}', function (this: ShopWorld, p: Person, age: string, sort: string) {
  this.actAs(p);
  return open(this, { age, sort });
});

When('{person} taps the age {string} again', function (this: ShopWorld, p: Person, age: string) {
  this.actAs(p);
  const { page } = current(this);
  return open(this, serializeFilters(toggleFilter(page.filters, 'age', age)));
});
When('{person} shares the address with {person}', function (this: ShopWorld, from: Person, to: Person) {
  const { address } = current(this.actAs(from));
  return open(this.actAs(to), address);
});

Then('{person} sees the list for ages {string}', function (this: ShopWorld, p: Person, ages: string) {
  this.actAs(p);
  assert.deepEqual(current(this).page.filters.age, ages.split(','));
});
Then('{person} sees the list for sub-malls {string}', function (this: ShopWorld, p: Person, malls: string) {
  this.actAs(p);
  assert.deepEqual(current(this).page.filters.mall, malls.split(','));
});
Then('the list is sorted by {string}', function (this: ShopWorld, sort: string) {
  assert.equal(current(this).page.filters.sort, sort);
});
Then('the address carries no filters', function (this: ShopWorld) {
  assert.deepEqual(current(this).address, {});
});
