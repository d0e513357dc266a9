import { NotFoundError } from '../../../src/domain/errors/clientErrors';
import { createApiClient } from '../../../src/infrastructure/http/ApiClient';
import { ApiExploreLibrary } from '../../../src/infrastructure/http/ApiExploreLibrary';
import { ApiQuestionSuggestions } from '../../../src/infrastructure/http/ApiQuestionSuggestions';
import { givenApi } from './fakeApi';

const product = { id: 7, url: '/groupbuy/7', title: '防脹氣奶瓶', desc: '寬口徑', label: null, price: 0, original_price: null, price_suffix: null, images: { medium: '/images/gb/7.svg' }, image: '/images/gb/7.svg', like_count: 0, is_adult_only: false };
const summary = { id: 1009, topic: 'feeding', topic_name: '餵養哺乳', title: '親餵不痛的關鍵', summary: '含乳', cover: '/images/explore/article-1009.svg', author: '王美華', published_at: 1, reading_minutes: 2 };

describe('explore adapters', () => {
  it('maps an article, its cards through the card rules (a zero price is hidden)', async () => {
    const { api, http } = givenApi();
    api.on('get', '/v1/explore/articles/1009', { status: 200, data: { data: { ...summary, sections: [{ heading: 'h', paragraphs: ['p'] }], tips: ['t'], products: [product] } } });
    const article = await new ApiExploreLibrary(createApiClient(http, { parseAnswers: true })).article(1009);
    expect(article).toMatchObject({ id: 1009, topicName: '餵養哺乳', readingMinutes: 2, tips: ['t'] });
    expect(article.groupBuys[0]).toMatchObject({ id: 7, url: '/groupbuy/7', price: null });
  });

  it('turns a 404 into NotFoundError for an article', async () => {
    const { api, http } = givenApi();
    api.on('get', '/v1/explore/articles/1002', { status: 404, data: { error_code: 'GEN_000002', message: '找不到資源' } });
    await expect(new ApiExploreLibrary(createApiClient(http, { parseAnswers: true })).article(1002)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('shows no question suggestions while the forum has no suggest call (404)', async () => {
    const { api, http } = givenApi();
    api.on('get', '/v1/qa/search/suggest', { status: 404, data: { error_code: 'GEN_000002', message: '找不到資源' } });
    expect(await new ApiQuestionSuggestions(createApiClient(http, { parseAnswers: true })).suggest('脹氣')).toEqual([]);
  });

  it('reads question suggestions in the shared shape', async () => {
    const { api, http } = givenApi();
    api.on('get', '/v1/qa/search/suggest', { status: 200, data: { data: { suggestions: [{ text: '寶寶脹氣怎麼辦？', path: '/qa/12' }] } } });
    expect(await new ApiQuestionSuggestions(createApiClient(http, { parseAnswers: true })).suggest('脹氣')).toEqual([{ text: '寶寶脹氣怎麼辦？', path: '/qa/12' }]);
  });
});
