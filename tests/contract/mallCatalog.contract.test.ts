import type { MallCatalog } from '../../src/application/mall/ports';
import type { GroupBuyCard } from '../../src/domain/catalog/GroupBuyCard';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import { ApiMallCatalog } from '../../src/infrastructure/http/ApiMallCatalog';
import { InMemoryMallCatalog } from '../../src/infrastructure/memory/InMemoryMallCatalog';
import { openRealShop, type RealShop } from './helpers/realShop';

const ids = (cards: GroupBuyCard[]) => cards.map((c) => c.id);

/**
 * The mall's browse calls (SPEC §7), read only, so SQLite alone: the browse fake the Gherkin and the
 * page tests use, stocked with the real server's branches, home sections, floors and cards, and the
 * typed client over the real server. What the fake cannot know (the search engine's ranking, the
 * filters' facets of each card) stays out; what it answers must be what the server answers.
 */
describe('MallCatalog contract', () => {
  let shop: RealShop;
  let real: MallCatalog;
  let fake: InMemoryMallCatalog;

  beforeAll(async () => {
    shop = await openRealShop('sqlite');
    real = new ApiMallCatalog(shop.visitor());
    fake = await stockedFrom(real);
  });
  afterAll(() => shop.close());

  const subjects: [string, () => MallCatalog][] = [['the in-memory fake', () => fake], ['the typed client over the real server', () => real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let mall: MallCatalog;
    beforeEach(() => { mall = subject(); });

    it('opens on its branches, home sections and floors, and each branch with its categories', async () => {
      const home = await mall.mallHome();
      expect(home.branches.length).toBeGreaterThan(0);
      expect(home.sectionIds.length).toBeGreaterThan(0);
      const menu = await mall.categoryMenu();
      expect(menu.map((b) => b.path)).toEqual(home.branches.map((b) => b.path));
      const detail = await mall.branch(home.branches[0].path);
      expect(detail.branch).toEqual(home.branches[0]);
      expect(detail.categories).toEqual(menu[0].categories);
    });

    it('gives a section’s cards, or only its first ones when a limit is asked', async () => {
      const [id] = (await mall.mallHome()).sectionIds;
      const whole = await mall.section(id);
      expect(ids((await mall.section(id, 2)).cards)).toEqual(ids(whole.cards).slice(0, 2));
    });

    it('pages a floor with the branch it belongs to', async () => {
      const [link] = (await mall.mallHome()).floors;
      const floor = await mall.floor(link.path, 1);
      expect(floor.floor).toMatchObject({ path: link.path, title: link.title });
      expect(floor.title).toBe(link.title);
      expect(floor.cards.length).toBeLessThanOrEqual(20);
    });

    it('offers the filters the server offers: ages, sorts, and the branches on the whole mall', async () => {
      const home = await mall.mallHome();
      const options = await mall.filterOptions('all');
      expect(options.mall).toEqual(home.branches.map((b) => ({ value: b.path, label: b.name })));
      expect(options.age.map((o) => o.value)).toEqual(['0-6m', '6-12m', '1-2y', '2-3y', '3y+']);
      expect(options.sort.map((o) => o.value)).toEqual(['hot', 'newest', 'price_asc', 'price_desc', 'discount']);
      const branch = await mall.filterOptions(home.branches[0].path);
      expect(branch.mall).toEqual((await mall.branch(home.branches[0].path)).categories.map((c) => ({ value: c.slug, label: c.name })));
    });

    it('refuses a branch, section or floor it does not have', async () => {
      await expect(mall.branch('no-such-branch')).rejects.toBeInstanceOf(NotFoundError);
      await expect(mall.section(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(mall.floor('no-such-floor', 1)).rejects.toBeInstanceOf(NotFoundError);
      await expect(mall.filterOptions('no-such-branch')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('finds a group-buy by its whole title, and nothing for words no card has', async () => {
      const [card] = (await mall.section((await mall.mallHome()).sectionIds[0])).cards;
      const found = await mall.search(card.title, 1);
      expect(found).toMatchObject({ query: card.title, page: 1 });
      expect(ids(found.cards)).toContain(card.id);
      expect(found.total).toBeGreaterThanOrEqual(1);
      const none = await mall.search('zzqxv', 1);
      expect([none.total, none.cards, none.hasMore]).toEqual([0, [], false]);
    });

    it('offers 熱門搜尋: a few distinct words, the shop’s popular ones when nobody searched', async () => {
      const hot = await mall.hotSearches();
      expect(hot.length).toBeGreaterThan(0);
      expect(hot.length).toBeLessThanOrEqual(8);
      expect(new Set(hot).size).toBe(hot.length);
      expect(hot).toContain('紙尿褲');
    });
  });
});

/** The fake holding what the real server shows: every branch, the home sections, each floor's cards, and the cards to search. */
async function stockedFrom(real: MallCatalog): Promise<InMemoryMallCatalog> {
  const fake = new InMemoryMallCatalog();
  fake.hot = await real.hotSearches();
  const home = await real.mallHome();
  const menu = await real.categoryMenu();
  for (const branch of home.branches) fake.withBranch(await real.branch(branch.path));
  const cards = new Map<number, { card: GroupBuyCard; branch: string }>();
  for (const id of home.sectionIds) {
    const section = await real.section(id);
    fake.withSection(section, true);
    for (const card of section.cards) cards.set(card.id, { card, branch: 'all' });
  }
  for (const link of home.floors) {
    const floor = await real.floor(link.path, 1);
    const { categories: _categories, ...branch } = menu.find((b) => b.path === floor.floor.branchPath)!;
    fake.withFloor(link, branch, floor.cards);
  }
  fake.withGroupBuys([...cards.values()].map(({ card, branch }) => ({ card, branch, mall: branch, ages: [] })));
  return fake;
}
