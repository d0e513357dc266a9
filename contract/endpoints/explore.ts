import { endpoint } from '../endpoint';
import { ArticleDetail, ContentSuggestions, ExploreHome, GuideDetail } from '../explore';
import { ArticleParams, ExploreSuggestQuery, GuideParams } from '../exploreRequests';

/** The explore section: its home, an article (404 outside the 25 fixed ids), a guide and title suggestions. */
export const ExploreEndpoints = {
  home: endpoint({ method: 'GET', path: '/v1/explore', summary: '探索首頁', access: 'public', response: ExploreHome }),
  article: endpoint({
    method: 'GET', path: '/v1/explore/articles/:id', summary: '文章', access: 'public',
    params: ArticleParams, response: ArticleDetail, errors: [404],
  }),
  guide: endpoint({
    method: 'GET', path: '/v1/explore/guides/:id', summary: '選購指南', access: 'public',
    params: GuideParams, response: GuideDetail, errors: [404],
  }),
  suggest: endpoint({
    method: 'GET', path: '/v1/explore/search/suggest', summary: '探索搜尋建議', access: 'public',
    query: ExploreSuggestQuery, response: ContentSuggestions,
  }),
};
