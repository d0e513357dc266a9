/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { InMemoryExploreLibrary, InMemoryQuestionSuggestions } from '../../../src/infrastructure/memory/InMemoryExploreLibrary';
import { ExploreMother } from '../../application/explore/ExploreMother';
import { renderApp, stubScrolling } from '../routes/renderApp';

stubScrolling();

/** The first render waits for the lazy page module, slow on a busy 2-core machine; not a timing assertion. */
const SLOW = { timeout: 10_000 };

const stock = (c: Container) => {
  const library = c.get(InMemoryExploreLibrary);
  library.articles.set(1013, ExploreMother.article(1013, '寶寶一覺到天亮', { featured: true }));
  library.articles.set(1017, ExploreMother.article(1017, '副食品從幾個月開始？'));
  library.guides.set(11, ExploreMother.guide(11, '防踢背心與睡袋怎麼挑？'));
  c.get(InMemoryQuestionSuggestions).questions.push({ text: '寶寶睡前一直哭怎麼辦？', path: '/qa/31' });
};

describe('explore pages', () => {
  it('lists the featured and latest articles and the guides', async () => {
    renderApp('/explore', { setup: stock });
    await screen.findByRole('heading', { level: 1, name: '探索育兒知識' }, SLOW);
    expect(screen.getByRole('link', { name: /寶寶一覺到天亮/ })).toHaveAttribute('href', '/articles/1013');
    expect(screen.getByRole('link', { name: /副食品從幾個月開始/ })).toHaveAttribute('href', '/articles/1017');
    expect(screen.getByRole('link', { name: /防踢背心與睡袋怎麼挑/ })).toHaveAttribute('href', '/guide/11');
  });

  it('filters by title with ?query=', async () => {
    renderApp('/explore?query=副食品', { setup: stock });
    await screen.findByRole('heading', { level: 1, name: '「副食品」的搜尋結果' }, SLOW);
    expect(screen.getByText(/找到 1 篇文章、0 份指南/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /寶寶一覺到天亮/ })).not.toBeInTheDocument();
  });

  it('renders an article with its sections, tips and group-buys linking into the mall; user text stays text', async () => {
    renderApp('/articles/1013', {
      setup: (c) => {
        stock(c);
        const article = c.get(InMemoryExploreLibrary).articles.get(1013)!;
        article.sections.push({ heading: '注意', paragraphs: ['<img src=x onerror=alert(1)>'] });
      },
    });
    await screen.findByRole('heading', { level: 1, name: '寶寶一覺到天亮' }, SLOW);
    expect(screen.getByRole('heading', { level: 2, name: '建立睡前儀式' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const related = screen.getByRole('region', { name: '文中提到的好物' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    expect(within(related).getAllByRole('link')[0]).toHaveAttribute('href', '/groupbuy/1');
  });

  it.each(['/articles/999', '/articles/1026', '/guide/abc', '/guide/12'])('shows the 404 page for %p', async (path) => {
    renderApp(path, { setup: stock });
    expect(await screen.findByText('很抱歉，我們找不到您要的頁面', {}, SLOW)).toBeInTheDocument();
  });

  it('renders a guide with its criteria and the reason for each pick', async () => {
    renderApp('/guide/11', { setup: stock });
    await screen.findByRole('heading', { level: 1, name: '防踢背心與睡袋怎麼挑？' }, SLOW);
    expect(screen.getByText('依室溫選厚度')).toBeInTheDocument();
    expect(screen.getAllByText('入選理由')).toHaveLength(3);
  });

  it('suggests question titles on the qa suggest page and opens the question', async () => {
    // The typed text arrives in the address, so the list shows without waiting for the typing pause.
    const { router } = renderApp(`/search-suggest/qa?query=${encodeURIComponent('睡前')}`, { setup: stock });
    expect(await screen.findByRole('combobox', { name: '搜尋討論區的問題' }, SLOW)).toHaveValue('睡前');
    const option = await screen.findByRole('option', { name: '寶寶睡前一直哭怎麼辦？' });
    await act(async () => fireEvent.click(option));
    expect(router.state.location.pathname).toBe('/qa/31');
  });
});
