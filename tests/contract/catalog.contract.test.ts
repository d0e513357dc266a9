import type { GroupBuyCatalog } from '../../src/application/catalog/ports';
import type { PurchaseCatalog } from '../../src/application/purchase/ports';
import type { GroupBuyCard } from '../../src/domain/catalog/GroupBuyCard';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import { ApiGroupBuyCatalog } from '../../src/infrastructure/http/ApiGroupBuyCatalog';
import { ApiPurchaseCatalog } from '../../src/infrastructure/http/ApiPurchaseGateways';
import { InMemoryGroupBuyCatalog } from '../../src/infrastructure/memory/InMemoryGroupBuyCatalog';
import { InMemoryPurchaseCatalog } from '../../src/infrastructure/memory/InMemoryPurchase';
import { openRealShop, type RealShop } from './helpers/realShop';

const TYPES = ['newest', 'hot'] as const;
interface Subject { lists: GroupBuyCatalog; products: PurchaseCatalog }
const ids = (cards: GroupBuyCard[]) => cards.map((c) => c.id);

/**
 * The mall bar's lists and the group-buy pages (SPEC §7), read only, so SQLite alone: the fakes the
 * Gherkin and the page tests use, stocked with every card of the real server's lists, and the typed
 * client over the real server answer the same paging, limits and unknown paths.
 */
describe('GroupBuyCatalog and PurchaseCatalog contract', () => {
  let shop: RealShop;
  let real: Subject;
  let branchPath: string;
  let fake: Subject;

  beforeAll(async () => {
    shop = await openRealShop('sqlite');
    const api = shop.visitor();
    real = { lists: new ApiGroupBuyCatalog(api), products: new ApiPurchaseCatalog(api) };
    const branches = await real.lists.mallMenu();
    branchPath = branches[0].path;
    const lists = new InMemoryGroupBuyCatalog().withBranches(branches);
    for (const type of TYPES) for (const path of [branchPath, 'all']) lists.withList(path, type, await everyCard(real.lists, path, type));
    const products = new InMemoryPurchaseCatalog();
    for (const id of ids((await real.lists.groupList('all', 'newest', 1)).cards).slice(0, 5)) products.with(await real.products.groupBuy(id));
    fake = { lists, products };
  });
  afterAll(() => shop.close());

  const subjects: [string, () => Subject][] = [['the in-memory fakes', () => fake], ['the typed clients over the real server', () => real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Subject;
    beforeEach(() => { s = subject(); });

    it('pages a list by twenty with its title, and says whether more follow', async () => {
      for (const type of TYPES) {
        const first = await s.lists.groupList('all', type, 1);
        const second = await s.lists.groupList('all', type, 2);
        expect(first.cards).toHaveLength(20);
        expect([first.page, first.hasMore, second.page]).toEqual([1, true, 2]);
        expect(first.title).toBe({ newest: '最新團購', hot: '熱銷團購' }[type]);
        expect(ids(first.cards).filter((id) => ids(second.cards).includes(id))).toEqual([]);
      }
    });

    it('gives a branch’s own list, and only its first cards when a limit is asked', async () => {
      const whole = await s.lists.groupList(branchPath, 'newest', 1);
      const limited = await s.lists.groupList(branchPath, 'newest', 1, 3);
      expect(ids(limited.cards)).toEqual(ids(whole.cards).slice(0, 3));
      expect(limited.hasMore).toBe(whole.cards.length > 3 || whole.hasMore);
    });

    it('answers a page past the end with no cards and nothing more', async () => {
      const past = await s.lists.groupList(branchPath, 'hot', 99);
      expect([past.cards, past.hasMore]).toEqual([[], false]);
    });

    it('refuses a branch the mall does not have', async () => {
      await expect(s.lists.groupList('no-such-branch', 'hot', 1)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('finds a group-buy by its id and by any of its products, and refuses unknown ids', async () => {
      const [id] = ids((await real.lists.groupList('all', 'newest', 1)).cards);
      const detail = await s.products.groupBuy(id);
      expect(detail.card.id).toBe(id);
      expect((await s.products.item(detail.products[0].itemId)).card.id).toBe(id);
      await expect(s.products.groupBuy(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.products.item(987_654)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
});

/** Every card of a list, page after page, as the real server lists them. */
async function everyCard(catalog: GroupBuyCatalog, path: string, type: (typeof TYPES)[number]): Promise<GroupBuyCard[]> {
  const cards: GroupBuyCard[] = [];
  for (let page = 1; ; page++) {
    const list = await catalog.groupList(path, type, page);
    cards.push(...list.cards);
    if (!list.hasMore) return cards;
  }
}
