import { LoadBrand } from '../../../src/application/catalog/LoadBrand';
import { LoadBrandGroupBuys } from '../../../src/application/catalog/LoadBrandGroupBuys';
import { LoadCategory } from '../../../src/application/catalog/LoadCategory';
import { LoadCuration } from '../../../src/application/catalog/LoadCuration';
import { LoadEvent } from '../../../src/application/catalog/LoadEvent';
import { LoadEventByBranch } from '../../../src/application/catalog/LoadEventByBranch';
import { LoadReviews } from '../../../src/application/catalog/LoadReviews';
import { NotFoundError } from '../../../src/domain/errors/clientErrors';
import { InMemoryCatalogPages } from '../../../src/infrastructure/memory/InMemoryCatalogPages';
import { givenShop } from '../shop';
import { CatalogPagesMother, EVENT_START } from './catalogPagesMother';

function shop() {
  const s = givenShop();
  CatalogPagesMother.stock(s.container.get(InMemoryCatalogPages));
  return s;
}

describe('catalog page use cases', () => {
  it('LoadCuration pages a curated collection 20 at a time', async () => {
    const { container } = shop();
    const first = await container.get(LoadCuration).execute({ path: 'newborn-checklist', page: 1 });
    const second = await container.get(LoadCuration).execute({ path: 'newborn-checklist', page: 2 });
    expect(first).toMatchObject({ title: '新生兒必備清單', list: { page: 1, hasMore: true } });
    expect(first.list.cards).toHaveLength(20);
    expect(second.list).toMatchObject({ page: 2, hasMore: false });
    expect(second.list.cards.map((c) => c.id)).toEqual([21, 22, 23, 24, 25]);
  });

  it('LoadCategory brings the breadcrumb and the sub-category chips', async () => {
    const page = await shop().container.get(LoadCategory).execute({ id: 3, page: 1 });
    expect([page.branch.name, page.main.name, page.sub?.name]).toEqual(['嬰幼服飾', '包屁衣・連身衣', '長袖連身衣']);
    expect(page.chips.map((c) => c.name)).toEqual(['短袖包屁衣', '長袖連身衣']);
  });

  it('LoadBrand brings the header, categories, newest group-buys and rating', async () => {
    const page = await shop().container.get(LoadBrand).execute({ id: 7 });
    expect(page.brand).toMatchObject({ name: '萌樂童話', country: '瑞典' });
    expect(page.newest).toHaveLength(3);
    expect(page.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('LoadBrandGroupBuys narrows the brand to a category path and everything below it', async () => {
    const { container } = shop();
    const all = await container.get(LoadBrandGroupBuys).execute({ brandId: 7, page: 1 });
    const bodysuits = await container.get(LoadBrandGroupBuys).execute({ brandId: 7, page: 1, categoryPath: 'fashion/bodysuits' });
    expect(all.list.cards).toHaveLength(3);
    expect(bodysuits.category).toMatchObject({ name: '包屁衣・連身衣', branch: { name: '嬰幼服飾' } });
    expect(bodysuits.list.cards.map((c) => c.id)).toEqual([1, 2]);
  });

  it('LoadReviews pages the reviews newest first, ten at a time, with the average', async () => {
    const { container } = shop();
    const first = await container.get(LoadReviews).execute({ kind: 'groupbuy', id: 5, page: 1 });
    expect(first.rating).toEqual({ count: 12, average: 4.5 });
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0].id).toBe(12);
    expect(first.hasMore).toBe(true);
    const second = await container.get(LoadReviews).execute({ kind: 'groupbuy', id: 5, page: 2 });
    expect(second.reviews.map((r) => r.id)).toEqual([2, 1]);
  });

  it('LoadEvent and LoadEventByBranch tell whether the event runs now', async () => {
    const { container, clock } = shop();
    clock.set(EVENT_START - 1);
    expect((await container.get(LoadEvent).execute({ path: 'double-11', page: 1 })).phase).toBe('upcoming');
    clock.set(EVENT_START + 1);
    const grouped = await container.get(LoadEventByBranch).execute({ path: 'double-11' });
    expect(grouped).toMatchObject({ phase: 'running', total: 15 });
    expect(grouped.sections.map((s) => s.branch.name)).toEqual(['嬰幼服飾', '哺育用品']);
    clock.set(EVENT_START + 31 * 86_400_000);
    expect((await container.get(LoadEventByBranch).execute({ path: 'double-11' })).phase).toBe('ended');
  });

  it('rejects unknown ids and paths as not found', async () => {
    const { container } = shop();
    await expect(container.get(LoadCuration).execute({ path: 'nowhere', page: 1 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(container.get(LoadBrand).execute({ id: 999 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(container.get(LoadBrandGroupBuys).execute({ brandId: 7, page: 1, categoryPath: 'toys' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(container.get(LoadReviews).execute({ kind: 'item', id: 5, page: 1 })).rejects.toBeInstanceOf(NotFoundError);
  });
});
