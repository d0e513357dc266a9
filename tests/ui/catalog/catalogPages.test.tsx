/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { screen, within } from '@testing-library/react';
import { InMemoryCatalogPages } from '../../../src/infrastructure/memory/InMemoryCatalogPages';
import { CatalogPagesMother } from '../../application/catalogPages/catalogPagesMother';
import { renderApp, stubScrolling } from '../routes/renderApp';

stubScrolling();

const open = (path: string) => renderApp(path, { setup: (c) => void CatalogPagesMother.stock(c.get(InMemoryCatalogPages)) });

describe('catalog pages in the route table', () => {
  it('shows a category with its breadcrumb, chips and cards', async () => {
    open('/market/category/3');
    // The first render also loads the lazy page modules.
    expect(await screen.findByRole('heading', { level: 1, name: '長袖連身衣' }, { timeout: 10_000 })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: '麵包屑' }));
    expect(crumbs.getByRole('link', { name: '嬰幼服飾' })).toHaveAttribute('href', '/mall/fashion');
    expect(crumbs.getByRole('link', { name: '包屁衣・連身衣' })).toHaveAttribute('href', '/market/category/1');
    const chips = within(screen.getByRole('navigation', { name: '子分類' }));
    expect(chips.getByRole('link', { name: '長袖連身衣' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('shows a brand with its country, rating and categories', async () => {
    open('/brand/7');
    expect(await screen.findByRole('heading', { level: 1, name: '萌樂童話' })).toBeInTheDocument();
    expect(screen.getByText('品牌產地：瑞典')).toBeInTheDocument();
    expect(screen.getByText('2 則評價')).toBeInTheDocument();
    const categories = within(screen.getByRole('navigation', { name: '品牌分類' }));
    expect(categories.getByRole('link', { name: '包屁衣・連身衣（2）' })).toHaveAttribute('href', '/brand/7/category/fashion/bodysuits');
  });

  it('lists reviews with masked nicknames, Taipei dates and a pager', async () => {
    open('/groupbuy/5/review');
    expect(await screen.findByRole('heading', { level: 1, name: '有機棉包屁衣的評價' })).toBeInTheDocument();
    expect(screen.getByLabelText('平均 4.5 顆星')).toHaveTextContent('4.5');
    expect(screen.getAllByText('質感很好')).toHaveLength(10);
    expect(screen.getAllByText('媽咪A**')[0]).toBeInTheDocument();
    expect(screen.getByText('2026/10/30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下一頁 ›' })).toHaveAttribute('href', '/groupbuy/5/review?page=2');
  });

  it('shows the event2 preview grouped by branch under the preview notice', async () => {
    open('/event2/double-11/preview');
    expect(await screen.findByTestId('preview-banner')).toHaveTextContent('預覽模式');
    expect(screen.getByRole('heading', { level: 1, name: '雙11 寶寶節' })).toBeInTheDocument();
    expect(screen.getByText('活動進行中')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: '活動分館' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['嬰幼服飾', '哺育用品']);
  });

  it.each(['/brand/abc', '/brand/999', '/market/category/0', '/event/NOPE', '/market/7/review'])('shows the 404 page for %s', async (path) => {
    open(path);
    expect(await screen.findByRole('heading', { name: '很抱歉，我們找不到您要的頁面' })).toBeInTheDocument();
  });
});
