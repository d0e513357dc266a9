import { GroupList } from '../../contract/catalog';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

/**
 * Lists show what a parent can buy now first: 即將開團 and 已結束 deals (still status open) never
 * lead home's blocks, a branch's lists or 熱銷排行; they follow the buyable ones, in the same order.
 */
describe.each(dialects())('buyable deals first in the group lists on %s', (dialect) => {
  let t: TestApp;
  const now = Date.now();
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.1, now: () => now });
  });
  afterAll(() => t.close());

  const buyable = (p: { starts_at?: number; ends_at?: number }) => p.starts_at! <= now && p.ends_at! > now;

  /** Every page of a list, in order. */
  async function wholeList(path: string) {
    const products: { starts_at?: number; ends_at?: number }[] = [];
    for (let page = 1; page < 50; page++) {
      const response = await call(t.app, 'GET', `${path}?page=${page}`);
      expect(response.statusCode).toBe(200);
      // Group lists answer an array of one list (SPEC §7); a featured list answers the list.
      const data = response.json().data;
      const list = GroupList.parse(Array.isArray(data) ? data[0] : data);
      products.push(...list.products);
      if (!list.has_more) break;
    }
    return products;
  }

  it.each([
    ['home\'s 最新團購', '/v3/shopping/mall/all/groupbuy/newest'],
    ['the hot group list', '/v3/shopping/mall/all/groupbuy/hot'],
    ['熱銷排行', '/v3/shopping/featured/hot'],
    ['a branch\'s list', '/v3/shopping/mall/fashion/groupbuy/newest'],
  ])('%s: every buyable deal before the first one that is not', async (_name, path) => {
    const phases = (await wholeList(path)).map(buyable);
    // The seed has both kinds, so the order is really tested.
    expect(phases).toContain(true);
    expect(phases).toContain(false);
    expect(phases).toEqual([...phases].sort((a, b) => Number(b) - Number(a)));
  });
});
