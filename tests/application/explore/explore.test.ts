import { LoadArticle } from '../../../src/application/explore/LoadArticle';
import { LoadExplore } from '../../../src/application/explore/LoadExplore';
import { LoadGuide } from '../../../src/application/explore/LoadGuide';
import { SuggestContent } from '../../../src/application/explore/SuggestContent';
import { NotFoundError } from '../../../src/domain/errors/clientErrors';
import { InMemoryExploreLibrary, InMemoryQuestionSuggestions } from '../../../src/infrastructure/memory/InMemoryExploreLibrary';
import { givenShop } from '../shop';
import { ExploreMother } from './ExploreMother';

function givenExplore() {
  const shop = givenShop();
  const library = shop.container.get(InMemoryExploreLibrary);
  library.articles.set(1001, ExploreMother.article(1001, '孕期 40 週全攻略', { featured: true }));
  library.articles.set(1013, ExploreMother.article(1013, '寶寶一覺到天亮'));
  library.articles.set(1014, ExploreMother.article(1014, '安全睡眠環境怎麼布置'));
  library.guides.set(11, ExploreMother.guide(11, '防踢背心與睡袋怎麼挑？'));
  shop.container.get(InMemoryQuestionSuggestions).questions.push({ text: '寶寶睡前一直哭怎麼辦？', path: '/qa/31' });
  return shop;
}

describe('explore use cases', () => {
  it('LoadExplore lists featured articles apart from the latest, newest first', async () => {
    const home = await givenExplore().container.get(LoadExplore).execute();
    expect(home.featured.map((a) => a.id)).toEqual([1001]);
    expect(home.articles.map((a) => a.id)).toEqual([1014, 1013]);
    expect(home.guides.map((g) => g.id)).toEqual([11]);
  });

  it('LoadExplore with a query keeps only matching titles', async () => {
    const home = await givenExplore().container.get(LoadExplore).execute({ query: '睡' });
    expect(home.articles.map((a) => a.title)).toEqual(['安全睡眠環境怎麼布置']);
    expect(home.guides.map((g) => g.title)).toEqual(['防踢背心與睡袋怎麼挑？']);
  });

  it('LoadArticle returns the article, and an unknown one is not found', async () => {
    const shop = givenExplore();
    expect((await shop.container.get(LoadArticle).execute({ id: 1013 })).title).toBe('寶寶一覺到天亮');
    await expect(shop.container.get(LoadArticle).execute({ id: 1002 })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('LoadGuide shows priced picks first', async () => {
    const guide = await givenExplore().container.get(LoadGuide).execute({ id: 11 });
    expect(guide.picks.map((p) => p.card.price)).toEqual([599, 899, null]);
  });

  it('SuggestContent suggests article and guide titles for explore, question titles for qa, nothing for a blank query', async () => {
    const suggest = givenExplore().container.get(SuggestContent);
    expect(await suggest.execute({ type: 'explore', query: '睡' })).toEqual([
      { text: '安全睡眠環境怎麼布置', path: '/articles/1014' },
      { text: '防踢背心與睡袋怎麼挑？', path: '/guide/11' },
    ]);
    expect(await suggest.execute({ type: 'qa', query: '睡前' })).toEqual([{ text: '寶寶睡前一直哭怎麼辦？', path: '/qa/31' }]);
    expect(await suggest.execute({ type: 'explore', query: '   ' })).toEqual([]);
  });
});
