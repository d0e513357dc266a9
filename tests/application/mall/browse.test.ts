import { LoadHomePage } from '../../../src/application/catalog/LoadHomePage';
import { LoadBranchPage } from '../../../src/application/mall/LoadBranchPage';
import { LoadFloor } from '../../../src/application/mall/LoadFloor';
import { SearchGroupBuys } from '../../../src/application/mall/SearchGroupBuys';
import { SuggestSearchTerms } from '../../../src/application/mall/SuggestSearchTerms';
import { NotFoundError } from '../../../src/domain/errors/clientErrors';
import { InMemoryMallCatalog } from '../../../src/infrastructure/memory/InMemoryMallCatalog';
import { BranchMother, GroupBuyMother } from '../mothers/GroupBuyMother';
import { givenShop } from '../shop';

const FASHION = { branch: BranchMother.fashion(), categories: [{ id: 1, name: '包屁衣・連身衣', slug: 'bodysuits', path: 'fashion/bodysuits', children: [] }, { id: 2, name: '服飾配件', slug: 'accessories', path: 'fashion/accessories', children: [] }], floors: [{ id: 1, path: 'fashion-hot', title: '嬰幼服飾・人氣熱銷' }], sectionIds: [7] };

function shop() {
  const s = givenShop();
  const mall = s.container.get(InMemoryMallCatalog)
    .withBranch(FASHION)
    .withSection({ id: 7, title: '嬰幼服飾・人氣精選', morePath: '/mall/fashion/groupbuy/hot', cards: GroupBuyMother.cards(1, 3) }, true)
    .withFloor(FASHION.floors[0], FASHION.branch, GroupBuyMother.cards(1, 25))
    .withGroupBuys([
      { card: GroupBuyMother.card(1, { title: '有機棉包屁衣', price: 590 }), branch: 'fashion', mall: 'bodysuits', ages: ['0-6m'], brand: 'Mimi Baby' },
      { card: GroupBuyMother.card(2, { title: '學步襪', price: 199 }), branch: 'fashion', mall: 'accessories', ages: ['1-2y'] },
      { card: GroupBuyMother.card(3, { title: '短袖包屁衣', price: 299 }), branch: 'fashion', mall: 'bodysuits', ages: ['0-6m', '6-12m'] },
    ]);
  return { ...s, mall };
}

describe('LoadBranchPage', () => {
  it('keeps only allowed filters from the URL and asks for the filtered list', async () => {
    const { container, mall } = shop();
    const page = await container.get(LoadBranchPage).execute({ branchPath: 'fashion', query: { age: '0-6m,99y', mall: 'bodysuits', sort: 'price_asc' }, page: 1 });
    expect(page.filters).toEqual({ age: ['0-6m'], mall: ['bodysuits'], sort: 'price_asc' });
    expect(mall.lastBrowse?.filters).toEqual(page.filters);
    expect(page.list.cards.map((c) => c.title)).toEqual(['短袖包屁衣', '有機棉包屁衣']);
    expect(page.sections.map((s) => s.title)).toEqual(['嬰幼服飾・人氣精選']);
    expect(page.detail?.branch.name).toBe('嬰幼服飾');
  });

  it('browses the whole mall with the branches as sub-malls, without sections', async () => {
    const page = await shop().container.get(LoadBranchPage).execute({ branchPath: 'all', query: { mall: 'fashion', sort: 'nope' }, page: 1 });
    expect(page).toMatchObject({ detail: null, sections: [], filters: { mall: ['fashion'], sort: 'hot' } });
    expect(page.list.cards).toHaveLength(3);
  });

  it('fails as not found for an unknown branch', async () => {
    await expect(shop().container.get(LoadBranchPage).execute({ branchPath: 'nowhere', query: {}, page: 1 })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('LoadFloor', () => {
  it('pages a floor 20 at a time', async () => {
    const floor = await shop().container.get(LoadFloor).execute({ path: 'fashion-hot', page: 2 });
    expect(floor).toMatchObject({ title: '嬰幼服飾・人氣熱銷', page: 2, hasMore: false, floor: { branchPath: 'fashion' } });
    expect(floor.cards).toHaveLength(5);
  });
});

describe('search', () => {
  it('finds by title or brand, and finds nothing for a blank query without asking', async () => {
    const { container } = shop();
    const search = container.get(SearchGroupBuys);
    expect((await search.execute({ query: ' 包屁衣 ', page: 1 })).total).toBe(2);
    expect((await search.execute({ query: 'mimi', page: 1 })).cards.map((c) => c.id)).toEqual([1]);
    expect(await search.execute({ query: '   ', page: 1 })).toMatchObject({ total: 0, cards: [], query: '' });
  });

  it('suggests brands first, and nothing for a blank query', async () => {
    const suggest = shop().container.get(SuggestSearchTerms);
    expect(await suggest.execute({ query: 'Mimi' })).toEqual([{ text: 'Mimi Baby', kind: 'brand' }, { text: '有機棉包屁衣', kind: 'groupbuy' }]);
    expect(await suggest.execute({ query: ' ' })).toEqual([]);
  });
});

describe('LoadHomePage with the mall', () => {
  it('adds the home sections and the floors', async () => {
    const home = await shop().container.get(LoadHomePage).execute();
    expect(home.sections.map((s) => s.id)).toEqual([7]);
    expect(home.floors.map((f) => f.path)).toEqual(['fashion-hot']);
    expect(home.featured.discount.cards).toEqual([]);
  });
});
