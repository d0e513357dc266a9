/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, screen, within } from '@testing-library/react';
import { InMemoryMallCatalog } from '../../../src/infrastructure/memory/InMemoryMallCatalog';
import { BranchMother, GroupBuyMother } from '../../application/mothers/GroupBuyMother';
import { renderApp, stubScrolling } from '../routes/renderApp';

stubScrolling();

const stock = (mall: InMemoryMallCatalog) =>
  mall
    .withBranch({ branch: BranchMother.fashion(), categories: [{ id: 1, name: '包屁衣・連身衣', slug: 'bodysuits', path: 'fashion/bodysuits', children: [] }], floors: [], sectionIds: [] })
    .withGroupBuys([
      { card: GroupBuyMother.card(1, { title: '有機棉包屁衣' }), branch: 'fashion', mall: 'bodysuits', ages: ['0-6m'] },
      { card: GroupBuyMother.card(2, { title: '學步鞋' }), branch: 'fashion', mall: 'bodysuits', ages: ['1-2y'] },
    ]);

describe('browse pages', () => {
  it('shows the branch bar and narrows the list when an age is tapped, keeping it in the address', async () => {
    const { router } = renderApp('/mall/fashion', { setup: (c) => void stock(c.get(InMemoryMallCatalog)) });
    await screen.findByRole('heading', { level: 1, name: '嬰幼服飾' });
    expect(within(screen.getByTestId('mall-nav-desktop')).getByRole('link', { name: '嬰幼服飾' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await act(async () => screen.getByRole('button', { name: '0-6 個月' }).click());
    expect(router.state.location.search).toBe('?age=0-6m');
    expect(await screen.findByRole('button', { name: '0-6 個月', pressed: true })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says so when a search finds nothing', async () => {
    renderApp('/groupbuy/search?query=zzz');
    expect(await screen.findByText('找不到「zzz」的相關團購')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回商城逛逛' })).toHaveAttribute('href', '/mall/all');
  });

  it('shows the 404 page for a suggest type other than mall, explore or qa', async () => {
    renderApp('/search-suggest/shop');
    expect(await screen.findByText('很抱歉，我們找不到您要的頁面')).toBeInTheDocument();
    // The page's own box; a desktop header keeps the mall's product search.
    expect(screen.queryByRole('combobox', { name: '搜尋團購商品或品牌' })).not.toBeInTheDocument();
  });
});
