import { LoadHomePage } from '../../../src/application/catalog/LoadHomePage';
import { LoadNewestGroupBuys } from '../../../src/application/catalog/LoadNewestGroupBuys';
import { InMemoryGroupBuyCatalog } from '../../../src/infrastructure/memory/InMemoryGroupBuyCatalog';
import { InMemoryMallCatalog } from '../../../src/infrastructure/memory/InMemoryMallCatalog';
import { BranchMother, GroupBuyMother } from '../mothers/GroupBuyMother';
import { givenShop } from '../shop';

function shopWithCatalog() {
  const s = givenShop();
  s.container
    .get(InMemoryGroupBuyCatalog)
    .withBranches([BranchMother.fashion(), BranchMother.feeding()])
    .withList('fashion', 'newest', GroupBuyMother.cards(1, 15))
    .withList('feeding', 'newest', GroupBuyMother.cards(100, 10))
    .withList('fashion', 'hot', GroupBuyMother.cards(200, 3));
  const mall = s.container.get(InMemoryMallCatalog);
  for (const branch of [BranchMother.fashion(), BranchMother.feeding()]) mall.withBranch({ branch, categories: [], floors: [], sectionIds: [] });
  return s;
}

describe('LoadHomePage', () => {
  it('brings the branches and the newest and hot group-buys of every branch', async () => {
    const home = await shopWithCatalog().container.get(LoadHomePage).execute();
    expect(home.branches.map((b) => b.name)).toEqual(['嬰幼服飾', '哺育用品']);
    expect(home.newest).toMatchObject({ page: 1, hasMore: true });
    expect(home.newest.cards).toHaveLength(10); // HOME_CARDS.newest: the page carries only the cards it shows
    expect(home.hot.cards.map((c) => c.id)).toEqual([200, 201, 202]);
  });
});

describe('LoadNewestGroupBuys', () => {
  it('lists the newest group-buys of every branch for the 404 page', async () => {
    const list = await shopWithCatalog().container.get(LoadNewestGroupBuys).execute();
    expect(list.cards[0]).toMatchObject({ id: 1, price: 399, originalPrice: 590 });
    expect(list.cards).toHaveLength(20);
  });
});
