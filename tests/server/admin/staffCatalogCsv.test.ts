import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { API_HEADERS } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { seedStaff, staffCookies, testClock } from './staffHelpers';

type Row = Record<string, string>;

/** 商品與庫存 CSV (issue 28): the export, a dry run listing every refusal, and an import that writes all of a file or none of it. */
describe.each(dialects())('營運 exports and imports the products CSV (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  let cookies: Record<string, string> = {};
  beforeAll(async () => {
    // Enough of a catalog for a thousand rows of options.
    t = await createTestApp(dialect, { seed: 0.3, now: clock.now });
    await seedStaff(t.db, clock.now());
    cookies = await staffCookies(t.app, 'operations', clock);
  }, 120_000);
  afterAll(() => t.close());

  const exported = async (): Promise<Row[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/api/products.csv', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return parse(response.body, { bom: true, columns: true }) as Row[];
  };
  const upload = (rows: Row[], dryRun: boolean, type = 'text/csv') => t.app.inject({
    method: 'POST', url: `/admin/api/products/import?dry_run=${dryRun ? 1 : 0}`, cookies,
    headers: { ...API_HEADERS, 'content-type': type }, payload: stringify(rows, { header: true, columns: Object.keys(rows[0]) }),
  });
  /** The figures of every option, to compare a database before and after. */
  const figures = async () => JSON.stringify(await t.db.selectFrom('options')
    .select(['id', 'current_price', 'discount_price', 'original_price', 'stock', 'purchase_limit']).orderBy('id').execute());
  const imports = () => t.db.selectFrom('audit_log').selectAll().where('action', '=', 'product.import').orderBy('id').execute();

  /** A thousand rows of the export, each with one more piece in stock. */
  async function thousandRows(): Promise<Row[]> {
    const rows = (await exported()).filter((r) => Number(r.current_price) <= Number(r.original_price)).slice(0, 1000);
    expect(rows).toHaveLength(1000);
    return rows.map((r) => ({ ...r, stock: String(Number(r.stock) + 1) }));
  }

  it('exports every option a row with its product, brand and figures', async () => {
    const rows = await exported();
    const count = await t.db.selectFrom('options').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(count.n));
    expect(Object.keys(rows[0])).toEqual(['option_id', 'product_id', 'group_buy_id', 'brand', 'product_title', 'size',
      'current_price', 'discount_price', 'original_price', 'stock', 'purchase_limit']);
  });

  it('a dry run lists every row it would refuse, with its column and why, and changes nothing', async () => {
    const rows = (await thousandRows()).slice(0, 10);
    rows[1] = { ...rows[1], current_price: String(Number(rows[1].original_price) + 1) };
    rows[3] = { ...rows[3], stock: '-2', purchase_limit: '三' };
    rows[5] = { ...rows[5], option_id: '99999999' };
    rows[7] = { ...rows[7], option_id: rows[0].option_id };
    const before = await figures();
    const response = await upload(rows, true);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      dry_run: true, rows: 10, changed: 7, applied: false,
      refusals: [
        { row: 3, column: 'current_price', reason: '售價不能高於原價' },
        { row: 5, column: 'stock', reason: '庫存須為 0 到 100,000 的整數' },
        { row: 5, column: 'purchase_limit', reason: '限購須為 0 到 99 的整數（0 表示暫停販售）' },
        { row: 7, column: 'option_id', reason: '找不到這個規格編號' },
        { row: 9, column: 'option_id', reason: '與第 2 列是同一個規格' },
      ],
    });
    expect(await figures()).toBe(before);
  });

  it('a thousand rows with one bad row at row 900 change nothing at all', async () => {
    const rows = await thousandRows();
    rows[898] = { ...rows[898], discount_price: rows[898].current_price };
    const before = await figures();
    const response = await upload(rows, false);
    expect(response.json().data).toEqual(expect.objectContaining({
      applied: false, rows: 1000, refusals: [{ row: 900, column: 'discount_price', reason: '優惠價須低於售價' }],
    }));
    expect(await figures()).toBe(before);
    expect(await imports()).toEqual([]);
  });

  it('a thousand good rows are written together, with the cards\' prices and one audit entry', async () => {
    const rows = await thousandRows();
    rows[0] = { ...rows[0], current_price: '1', discount_price: '' };
    const response = await upload(rows, false);
    expect(response.json().data).toEqual({ dry_run: false, rows: 1000, changed: 1000, applied: true, refusals: [] });
    const stocks = await t.db.selectFrom('options').select(['id', 'stock']).where('id', 'in', rows.map((r) => Number(r.option_id))).execute();
    const wanted = new Map(rows.map((r) => [Number(r.option_id), Number(r.stock)]));
    expect(stocks.every((o) => Number(o.stock) === wanted.get(o.id))).toBe(true);
    const card = await t.db.selectFrom('group_buys').select('price').where('id', '=', Number(rows[0].group_buy_id)).executeTakeFirstOrThrow();
    expect(card.price).toBe(1);
    const [entry] = await imports();
    expect(JSON.parse(entry.after_json!)).toHaveLength(1000);
  });

  it('refuses a file without the columns it needs, and a JSON body is not a CSV', async () => {
    const refused = await upload([{ option_id: '1', stock: '3' }], true);
    expect(refused.json().data.refusals.map((r: { column: string }) => r.column)).toEqual(['current_price', 'discount_price', 'original_price', 'purchase_limit']);
    expect((await upload([{ option_id: '1' }], true, 'text/plain')).statusCode).toBe(415);
  });
});
