import type { GroupBuyCatalog, GroupList } from '../../../src/application/catalog/ports';
import type { MallCatalog } from '../../../src/application/mall/ports';
import type { GroupBuyCard } from '../../../src/domain/catalog/GroupBuyCard';
import type { ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { ApiGroupBuyCatalog } from '../../../src/infrastructure/http/ApiGroupBuyCatalog';
import { ApiMallCatalog } from '../../../src/infrastructure/http/ApiMallCatalog';
import { InMemoryGroupBuyCatalog } from '../../../src/infrastructure/memory/InMemoryGroupBuyCatalog';
import { InMemoryMallCatalog } from '../../../src/infrastructure/memory/InMemoryMallCatalog';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { apiClientOf } from '../../server/helpers/apiClient';
import { createTestApp, type TestApp } from '../../server/helpers/testApp';

interface Subject { catalog: GroupBuyCatalog; mall: MallCatalog }
const typedClient = (api: ApiClient): Subject => ({ catalog: new ApiGroupBuyCatalog(api), mall: new ApiMallCatalog(api) });

/** What a list is made of, without the title the fake words its own way. */
const shape = (list: GroupList) => ({ ids: list.cards.map((card) => card.id), page: list.page, hasMore: list.hasMore });

/**
 * One contract for the `limit` of GroupBuyCatalog.groupList, MallCatalog.section and
 * MallCatalog.featured (home asks for only the cards it shows, issue 12): the same first cards as the
 * whole page, and `hasMore` true when cards were left out. Run against the in-memory fake (stocked
 * with the real server's lists), and the typed client over HTTP and in process (the page server's
 * way), both of which send the `limit` so the server reads only those rows.
 */
describe('list limit contract', () => {
  let api: TestApp;
  let http: Subject;
  let inProcess: Subject;
  let fake: Subject;
  let sectionId: number;

  beforeAll(async () => {
    api = await createTestApp('sqlite', { seed: 0.05 });
    http = typedClient(apiClientOf(api.app, new InMemoryTokenStore(), 'http'));
    inProcess = typedClient(apiClientOf(api.app, new InMemoryTokenStore(), 'in-process'));
    sectionId = (await http.mall.mallHome()).sectionIds[0];
    const whole = async (read: (page: number) => Promise<GroupList>): Promise<GroupBuyCard[]> => [...(await read(1)).cards, ...(await read(2)).cards];
    const catalog = new InMemoryGroupBuyCatalog(await http.catalog.mallMenu())
      .withList('all', 'newest', await whole((page) => http.catalog.groupList('all', 'newest', page)))
      .withList('all', 'hot', await whole((page) => http.catalog.groupList('all', 'hot', page)));
    const mall = new InMemoryMallCatalog()
      .withSection(await http.mall.section(sectionId), true)
      .withFeatured('discount', await whole((page) => http.mall.featured('discount', page)))
      .withFeatured('recommend', await whole((page) => http.mall.featured('recommend', page)));
    fake = { catalog, mall };
  });
  afterAll(() => api.close());

  const subjects: [string, () => Subject][] = [
    ['the in-memory fake', () => fake],
    ['the typed client over HTTP', () => http],
    ['the typed client in process', () => inProcess],
  ];

  describe.each(subjects)('%s', (_name, subject) => {
    it.each(['newest', 'hot'] as const)('a %s list with a limit is the page\'s first cards, and says more follow', async (type) => {
      const { catalog } = subject();
      const page = await catalog.groupList('all', type, 1);
      expect(page.cards.length).toBeGreaterThan(10);
      expect(shape(await catalog.groupList('all', type, 1, 10))).toEqual({ ids: page.cards.slice(0, 10).map((card) => card.id), page: 1, hasMore: true });
      expect(shape(await catalog.groupList('all', type, 1, 50))).toEqual(shape(page));
    });

    it.each(['discount', 'recommend'] as const)('the featured %s list with a limit is the page\'s first cards', async (type) => {
      const { mall } = subject();
      const page = await mall.featured(type, 1);
      expect(page.cards.length).toBeGreaterThan(5);
      expect(shape(await mall.featured(type, 1, 5))).toEqual({ ids: page.cards.slice(0, 5).map((card) => card.id), page: 1, hasMore: true });
    });

    it('a section with a limit is its first cards', async () => {
      const { mall } = subject();
      const section = await mall.section(sectionId);
      expect(section.cards.length).toBeGreaterThan(2);
      expect(await mall.section(sectionId, 2)).toEqual({ ...section, cards: section.cards.slice(0, 2) });
      expect(await mall.section(sectionId, 500)).toEqual(section);
    });
  });
});
