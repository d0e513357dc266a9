import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ProductImportBody } from '../../contract/adminCatalog';
import { AdminStage } from '../support/adminStage';
import { allStock, csvOf, exportedRows, setSize, shownPrice, sizePricedAt, type CsvRow, type SizeOnSale } from '../support/productsDesk';
import type { ShopWorld } from '../support/world';

/** The products desk's scenarios: one stage per scenario, its size on sale or its stock file. */
interface ProductsDesk {
  stage: AdminStage; size?: SizeOnSale; refused?: { index: number; fields: Record<string, string> };
  file?: { rows: CsvRow[]; stockBefore: Map<number, number> }; report?: ProductImportBody;
}
const memory = new WeakMap<ShopWorld, ProductsDesk>();

async function desk(world: ShopWorld): Promise<ProductsDesk> {
  const seen = memory.get(world) ?? { stage: await AdminStage.forWorld(world) };
  memory.set(world, seen);
  return seen;
}
const staff = (stage: AdminStage, role: string, name: string) => {
  const found = stage.roleOf(role);
  assert.equal(stage.roleOf(name), found, `${name} is not ${role}`);
  return found;
};

Given('a product with a size priced at {int} and listed at {int}', async function (this: ShopWorld, price: number, listPrice: number) {
  const seen = await desk(this);
  seen.size = await sizePricedAt(seen.stage, price, listPrice);
});
When('{word} {word} sets that size\'s price to {int} with {int} in stock', async function (this: ShopWorld, role: string, name: string, price: number, stock: number) {
  const seen = await desk(this);
  seen.refused = await setSize(seen.stage, staff(seen.stage, role, name), seen.size!, price, stock);
});
Then('a parent sees that size at {int} on the product page', async function (this: ShopWorld, price: number) {
  const seen = await desk(this);
  assert.equal(await shownPrice(seen.stage, seen.size!), price);
});
Then('the price of that size is refused with {string}', async function (this: ShopWorld, message: string) {
  const { refused } = await desk(this);
  assert.equal(refused?.fields[`options.${refused.index}.current_price`], message);
});

Given('a stock file of {int} rows whose row {int} has a stock of {string}', async function (this: ShopWorld, count: number, row: number, stock: string) {
  const seen = await desk(this);
  const rows = await exportedRows(seen.stage, count);
  // Row 1 is the header: the file's row N is the (N-1)th size.
  rows[row - 2] = { ...rows[row - 2], stock };
  seen.file = { rows, stockBefore: await allStock(seen.stage) };
});
Given('a stock file of {int} rows, each with {int} more piece(s) in stock', async function (this: ShopWorld, count: number, more: number) {
  const seen = await desk(this);
  const rows = (await exportedRows(seen.stage, count)).map((r) => ({ ...r, stock: String(Number(r.stock) + more) }));
  seen.file = { rows, stockBefore: await allStock(seen.stage) };
});
for (const [verb, dryRun] of [['checks', '1'], ['imports', '0']] as const) {
  When(`{word} {word} ${verb} the file`, async function (this: ShopWorld, role: string, name: string) {
    const seen = await desk(this);
    const answer = await seen.stage.sendCsv(staff(seen.stage, role, name), `/admin/api/products/import?dry_run=${dryRun}`, csvOf(seen.file!.rows));
    seen.report = answer.json().data;
  });
}
Then('the file is refused at row {int} in column {string} because {string}', async function (this: ShopWorld, row: number, column: string, reason: string) {
  const { report } = await desk(this);
  assert.equal(report?.applied, false);
  assert.deepEqual(report?.refusals, [{ row, column, reason }]);
});
Then('no stock changed', async function (this: ShopWorld) {
  const seen = await desk(this);
  assert.deepEqual(await allStock(seen.stage), seen.file!.stockBefore);
});
Then('every size in the file has {int} more piece(s) in stock', async function (this: ShopWorld, more: number) {
  const seen = await desk(this);
  const now = await allStock(seen.stage);
  for (const r of seen.file!.rows) assert.equal(now.get(Number(r.option_id)), seen.file!.stockBefore.get(Number(r.option_id))! + more);
});
When('{word} {word} opens the products desk', async function (this: ShopWorld, role: string, name: string) {
  const seen = await desk(this);
  await seen.stage.as(staff(seen.stage, role, name), 'GET', '/admin/api/products');
});
