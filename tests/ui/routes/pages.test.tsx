/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubScrolling } from './renderApp';

stubScrolling();

const section = (heading: string) => screen.getByRole('region', { name: heading });

describe('route table: pages', () => {
  it('shows the home page with the branches and the newest and hot cards of the catalog', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '媽咪寶寶好物，限時揪團最划算' })).toBeInTheDocument();
    const branches = within(screen.getByRole('navigation', { name: '商城分館' }));
    expect(branches.getByRole('link', { name: '嬰幼服飾' })).toHaveAttribute('href', '/mall/fashion');
    expect(branches.getByRole('link', { name: '哺育用品' })).toHaveAttribute('href', '/mall/feeding');
    const newest = within(section('最新團購'));
    expect(newest.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['有機棉包屁衣', '竹纖維紗布巾']);
    expect(newest.getAllByText('NT$399')[0]).toBeInTheDocument();
    expect(newest.getAllByText('NT$590')[0].tagName).toBe('DEL');
    const hot = within(section('熱銷團購'));
    expect(hot.getByRole('heading', { name: '防脹氣奶瓶' })).toBeInTheDocument();
    expect(hot.getByText('NT$1,280')).toBeInTheDocument();
    expect(hot.getByRole('link', { name: /防脹氣奶瓶/ })).toHaveAttribute('href', '/groupbuy/200');
  });

  it('shows the 404 page with the newest group-buys on an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '很抱歉，我們找不到您要的頁面' })).toBeInTheDocument();
    expect(screen.getByText('可能是網址有誤，或是這個頁面已經不存在了')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
    expect(document.querySelector('[data-status="404"]')).not.toBeNull();
    const newest = within(screen.getByTestId('not-found-newest'));
    expect(newest.getByRole('heading', { name: '有機棉包屁衣' })).toBeInTheDocument();
    expect(newest.getByRole('heading', { name: '竹纖維紗布巾' })).toBeInTheDocument();
  });

  it('passes campaign attributes of a client-side navigation to the user-info call', async () => {
    const { router, accounts } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: '媽咪寶寶好物，限時揪團最划算' });
    await act(() => router.navigate('/about?utm_source=line'));
    expect(await screen.findByRole('heading', { level: 1, name: '關於寶貝揪團' })).toBeInTheDocument();
    expect(accounts.utmQueryString).toBe('utm_source=line');
  });

  it('updates the tab title after a client-side navigation', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: '媽咪寶寶好物，限時揪團最划算' });
    await act(() => router.navigate('/terms'));
    await screen.findByRole('heading', { level: 1, name: '服務條款' });
    // The title follows the route's meta, in its lazily loaded route data.
    await waitFor(() => expect(document.title).toBe('服務條款｜寶貝揪團'));
  });

  it('opens the jobs section of the about page from ?section=jobs', async () => {
    renderApp('/about?section=jobs');
    expect(await screen.findByRole('heading', { level: 1, name: '人才招募' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '人才招募' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: '開放職缺' })).toBeInTheDocument();
  });

  it('shows our story for an unknown about section', async () => {
    renderApp('/about?section=nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: '關於寶貝揪團' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '品牌故事' })).toHaveAttribute('aria-selected', 'true');
  });
});
