import type { CatalogPages } from '../../src/application/catalog/pagePorts';
import type { GroupList } from '../../src/application/catalog/ports';
import type { GroupBuyCard } from '../../src/domain/catalog/GroupBuyCard';
import type { Review } from '../../src/domain/catalog/reviews';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import { ApiCatalogPages } from '../../src/infrastructure/http/ApiCatalogPages';
import { InMemoryCatalogPages } from '../../src/infrastructure/memory/InMemoryCatalogPages';
import { openRealShop, type RealShop } from './helpers/realShop';

interface Picks { curation: string; category: number; brand: number; event: string; reviewed: number }

/**
 * 策展, 分類, 品牌, 評價 and 活動 pages (SPEC §2.1), read only, so SQLite alone: the pages fake the page
 * tests use, stocked with every card and review the real server lists, and the typed client over the
 * real server answer the same titles, paging and unknown ids.
 */
describe('CatalogPages contract', () => {
  let shop: RealShop;
  let real: CatalogPages;
  let fake: InMemoryCatalogPages;
  let picks: Picks;

  beforeAll(async () => {
    shop = await openRealShop('sqlite');
    real = new ApiCatalogPages(shop.visitor());
    picks = await pick(shop);
    fake = await stock(real, picks);
  });
  afterAll(() => shop.close());

  const subjects: [string, () => CatalogPages][] = [['the in-memory fake', () => fake], ['the typed client over the real server', () => real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let pages: CatalogPages;
    beforeEach(() => { pages = subject(); });

    it('titles each list as the page it is on, twenty cards a page', async () => {
      const curation = await pages.curation(picks.curation, 1);
      expect(curation.list.title).toBe(curation.title);
      const category = await pages.category(picks.category, 1);
      expect(category.list.title).toBe(category.name);
      const brand = await pages.brandGroupBuys(picks.brand, { page: 1 });
      expect(brand.list.title).toBe(`${brand.brand.name}的全部團購`);
      for (const list of [curation.list, category.list, brand.list]) expect(list.cards.length).toBeLessThanOrEqual(20);
      expect((await pages.event(picks.event, 1)).list.title).toBe((await real.event(picks.event, 1)).list.title);
    });

    it('lists reviews newest first, ten a page, with their average', async () => {
      const page = await pages.reviews({ kind: 'groupbuy', id: picks.reviewed }, 1);
      expect(page.reviews.length).toBeLessThanOrEqual(10);
      expect(page.reviews.every((r, i) => i === 0 || page.reviews[i - 1].createdAt >= r.createdAt)).toBe(true);
      const truth = await real.reviews({ kind: 'groupbuy', id: picks.reviewed }, 1);
      expect([page.rating, page.starCounts]).toEqual([truth.rating, truth.starCounts]);
      expect(truth.starCounts?.reduce((a, b) => a + b, 0)).toBe(truth.rating.count);
    });

    it('refuses pages it does not have', async () => {
      await expect(pages.curation('no-such-curation', 1)).rejects.toBeInstanceOf(NotFoundError);
      await expect(pages.category(987_654, 1)).rejects.toBeInstanceOf(NotFoundError);
      await expect(pages.brand(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(pages.event('no-such-event', 1)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
});

async function pick(shop: RealShop): Promise<Picks> {
  const db = shop.test.db;
  const curation = await db.selectFrom('curations').select('path').orderBy('id').executeTakeFirstOrThrow();
  const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const brand = await db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const event = await db.selectFrom('events').select('path').orderBy('id').executeTakeFirstOrThrow();
  const reviewed = await db.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id').select('products.group_buy_id').orderBy('reviews.id').executeTakeFirstOrThrow();
  return { curation: curation.path, category: category.id, brand: brand.id, event: event.path, reviewed: reviewed.group_buy_id };
}

/** Every card of a paged list, as the real server pages it. */
async function everyCard(read: (page: number) => Promise<GroupList>): Promise<GroupBuyCard[]> {
  const cards: GroupBuyCard[] = [];
  for (let page = 1; ; page++) {
    const list = await read(page);
    cards.push(...list.cards);
    if (!list.hasMore) return cards;
  }
}

async function stock(real: CatalogPages, p: Picks): Promise<InMemoryCatalogPages> {
  const fake = new InMemoryCatalogPages();
  const { list: _c, ...curation } = await real.curation(p.curation, 1);
  fake.curations.set(p.curation, { ...curation, cards: await everyCard(async (page) => (await real.curation(p.curation, page)).list) });
  const { list: _k, ...category } = await real.category(p.category, 1);
  fake.categories.set(p.category, { ...category, cards: await everyCard(async (page) => (await real.category(p.category, page)).list) });
  const brand = await real.brand(p.brand);
  const brandCards = await everyCard(async (page) => (await real.brandGroupBuys(p.brand, { page })).list);
  fake.brands.set(p.brand, { ...brand, items: brandCards.map((card) => ({ card, categoryPath: '' })) });
  fake.events.set(p.event, await real.eventBranches(p.event));
  const first = await real.reviews({ kind: 'groupbuy', id: p.reviewed }, 1);
  const reviews: Review[] = [];
  for (let page = 1; ; page++) {
    const read = await real.reviews({ kind: 'groupbuy', id: p.reviewed }, page);
    reviews.push(...read.reviews);
    if (!read.hasMore) break;
  }
  fake.reviewsBySubject.set(`groupbuy:${p.reviewed}`, { subject: first.subject, reviews });
  return fake;
}
