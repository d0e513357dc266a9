import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { AxiosCatalogPages } from '../../../src/infrastructure/http/AxiosCatalogPages';
import { AxiosExploreLibrary } from '../../../src/infrastructure/http/AxiosExploreLibrary';
import { AxiosGroupBuyCatalog } from '../../../src/infrastructure/http/AxiosGroupBuyCatalog';
import { AxiosMallCatalog } from '../../../src/infrastructure/http/AxiosMallCatalog';
import { createHttpClient } from '../../../src/infrastructure/http/createHttpClient';
import { InProcessCatalogPages } from '../../../server/ssr/inprocess/InProcessCatalogPages';
import { InProcessExploreLibrary } from '../../../server/ssr/inprocess/InProcessExploreLibrary';
import { InProcessGroupBuyCatalog } from '../../../server/ssr/inprocess/InProcessGroupBuyCatalog';
import { InProcessMallCatalog } from '../../../server/ssr/inprocess/InProcessMallCatalog';
import { injectTransport } from '../../../server/ssr/inprocess/injectTransport';
import { serviceCall } from '../../../server/ssr/inprocess/serviceCall';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { outcome } from './inProcessPair';

describe.each(dialects())('in-process adapters answer exactly as the axios adapters over the API (%s)', (dialect) => {
  let api: TestApp;
  let http: { catalog: AxiosGroupBuyCatalog; mall: AxiosMallCatalog; pages: AxiosCatalogPages; explore: AxiosExploreLibrary };
  let local: { catalog: InProcessGroupBuyCatalog; mall: InProcessMallCatalog; pages: InProcessCatalogPages; explore: InProcessExploreLibrary };
  const unexpected: unknown[] = [];

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    const client = createHttpClient({ baseURL: '', platform: 'desktop', tokenStore: new InMemoryTokenStore(), reporter: { report: () => {} }, adapter: injectTransport(api.app) });
    http = { catalog: new AxiosGroupBuyCatalog(client), mall: new AxiosMallCatalog(client), pages: new AxiosCatalogPages(client), explore: new AxiosExploreLibrary(client) };
    const call = serviceCall((error) => unexpected.push(error));
    local = { catalog: new InProcessGroupBuyCatalog(api, call), mall: new InProcessMallCatalog(api, call), pages: new InProcessCatalogPages(api, call), explore: new InProcessExploreLibrary(api, call) };
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  const same = async (read: (side: typeof http | typeof local) => Promise<unknown>) => {
    const [viaHttp, inProcess] = await Promise.all([outcome(() => read(http)), outcome(() => read(local))]);
    expect(inProcess).toEqual(viaHttp);
    return viaHttp;
  };

  it('GroupBuyCatalog: the mall menu and the plain group lists, and a 404 for an unknown branch', async () => {
    expect(await same((side) => side.catalog.mallMenu())).toHaveProperty('value');
    await same((side) => side.catalog.groupList('all', 'newest', 1));
    await same((side) => side.catalog.groupList('all', 'hot', 2));
    expect(await same((side) => side.catalog.groupList('no-such-branch', 'newest', 1))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await same((side) => side.catalog.groupList('all', 'newest', 5000))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('MallCatalog: home, menus, branches, sections, filters, lists, search and their failures', async () => {
    const home = (await local.mall.mallHome());
    const branch = (await local.catalog.mallMenu())[0].path;
    await same((side) => side.mall.mallHome());
    await same((side) => side.mall.categoryMenu());
    await same((side) => side.mall.branch(branch));
    expect(await same((side) => side.mall.branch('nope'))).toMatchObject({ failure: { kind: 'not-found' } });
    await same((side) => side.mall.section(home.sectionIds[0]));
    await same((side) => side.mall.filterOptions('all'));
    await same((side) => side.mall.filterOptions(branch));
    await same((side) => side.mall.browse('all', { age: ['0-6m', '1-2y'], mall: [], sort: 'price_asc' }, 1));
    await same((side) => side.mall.browse(branch, { age: [], mall: [], sort: 'hot' }, 2));
    expect(await same((side) => side.mall.browse('all', { age: [], mall: ['no-such-mall'], sort: 'hot' }, 1))).toMatchObject({ failure: { kind: 'parameter' } });
    await same((side) => side.mall.floor(home.floors[0].path, 1));
    await same((side) => side.mall.featured('discount', 1));
    await same((side) => side.mall.featured('recommend', 2));
    await same((side) => side.mall.search('奶', 1));
    expect(await same((side) => side.mall.search('   ', 1))).toMatchObject({ failure: { kind: 'parameter' } });
    await same((side) => side.mall.suggest('奶'));
  });

  it('CatalogPages: curation, category, brand, reviews and events, and their failures', async () => {
    const first = <T>(rows: T[]) => rows[0];
    const curation = first(await api.db.selectFrom('curations').select('path').limit(1).execute());
    const category = first(await api.db.selectFrom('categories').select('id').limit(1).execute());
    const brand = first(await api.db.selectFrom('brands').select('id').limit(1).execute());
    const event = first(await api.db.selectFrom('events').select('path').limit(1).execute());
    const groupBuy = first(await api.db.selectFrom('group_buys').select('id').limit(1).execute());
    await same((side) => side.pages.curation(curation.path, 1));
    await same((side) => side.pages.category(category.id, 1));
    await same((side) => side.pages.brand(brand.id));
    await same((side) => side.pages.brandGroupBuys(brand.id, { page: 1 }));
    await same((side) => side.pages.reviews({ kind: 'brand', id: brand.id }, 1));
    await same((side) => side.pages.reviews({ kind: 'groupbuy', id: groupBuy.id }, 1));
    await same((side) => side.pages.event(event.path, 1));
    await same((side) => side.pages.eventBranches(event.path));
    expect(await same((side) => side.pages.brand(2_000_000))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await same((side) => side.pages.curation('Not A Slug', 1))).toMatchObject({ failure: { kind: 'parameter' } });
    expect(await same((side) => side.pages.event('no-such-event', 1))).toMatchObject({ failure: { kind: 'not-found' } });
  });

  it('ExploreLibrary: the explore home, an article, a guide, suggestions, and their failures', async () => {
    expect(await same((side) => side.explore.home())).toHaveProperty('value');
    expect(await same((side) => side.explore.article(1001))).toHaveProperty('value');
    expect(await same((side) => side.explore.guide(1))).toHaveProperty('value');
    await same((side) => side.explore.suggest('寶寶'));
    expect(await same((side) => side.explore.article(999))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await same((side) => side.explore.guide(0))).toMatchObject({ failure: { kind: 'parameter' } });
    expect(await same((side) => side.explore.suggest(' '))).toMatchObject({ failure: { kind: 'parameter' } });
  });
});
