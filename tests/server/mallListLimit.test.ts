import { GroupList, MallMenu } from '../../contract/catalog';
import { BranchSection, MallHome } from '../../contract/mall';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

/**
 * Home reads only the cards it shows (issue 12): the lists and sections take a `limit`, and the mall
 * bar reads the branches alone. Over HTTP as the page server reads them in process (one declaration).
 */
describe.each(dialects())('list limits and the mall bar on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.1 });
  });
  afterAll(() => t.close());

  const get = async (path: string, status = 200) => {
    const response = await call(t.app, 'GET', path);
    expect({ path, status: response.statusCode }).toEqual({ path, status });
    return response.json();
  };
  const ids = (list: { products: { id: number }[] }) => list.products.map((p) => p.id);

  it.each([
    ['the plain list', '/v3/shopping/mall/all/groupbuy/newest'],
    ['the filtered list', '/v3/shopping/mall/all/groupbuy/hot?sort=price_asc'],
    ['the SEO list', '/v3/shopping/mall/fashion/category/bodysuits/groupbuy/newest?sort=newest'],
  ])('%s with a limit is the page\'s first cards, and says more follow', async (_name, path) => {
    const whole = GroupList.parse((await get(path)).data[0]);
    expect(whole.products.length).toBeGreaterThan(3);
    const cut = GroupList.parse((await get(`${path}${path.includes('?') ? '&' : '?'}limit=3`)).data[0]);
    expect({ ids: ids(cut), has_more: cut.has_more, total: cut.total }).toEqual({ ids: ids(whole).slice(0, 3), has_more: true, total: whole.total });
    expect(ids(GroupList.parse((await get(`${path}${path.includes('?') ? '&' : '?'}limit=500`)).data[0]))).toEqual(ids(whole));
  });

  it('cuts a featured list and a section the same way', async () => {
    const featured = GroupList.parse((await get('/v3/shopping/featured/discount')).data);
    const cut = GroupList.parse((await get('/v3/shopping/featured/discount?limit=2')).data);
    expect({ ids: ids(cut), has_more: cut.has_more }).toEqual({ ids: ids(featured).slice(0, 2), has_more: true });
    const section = BranchSection.parse((await get('/api/v2/branch-sections/1')).data);
    expect(BranchSection.parse((await get('/api/v2/branch-sections/1?limit=2')).data)).toEqual({ ...section, products: section.products.slice(0, 2) });
  });

  it('refuses a limit that is no count from 1 to 1000', async () => {
    for (const limit of ['0', '-1', '1.5', 'abc', '1001']) {
      expect(await get(`/v3/shopping/mall/all/groupbuy/newest?limit=${limit}`, 400)).toMatchObject({ error_code: 'GEN_000400', fields: { limit: expect.any(String) } });
      await get(`/api/v2/branch-sections/1?limit=${limit}`, 400);
      await get(`/v3/shopping/featured/hot?limit=${limit}`, 400);
    }
  });

  it('gives the mall bar the branches of the mall\'s front, and nothing else', async () => {
    const menu = MallMenu.parse((await get('/resource/mall-branches')).data);
    expect(menu).toEqual({ branches: MallHome.parse((await get('/resource/mall/all')).data).branches });
    expect(Object.keys((await get('/resource/mall-branches')).data)).toEqual(['branches']);
  });
});
