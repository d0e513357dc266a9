import { NotFoundError, ServiceUnavailableError } from '../../../src/domain/errors/clientErrors';
import type { AxiosInstance } from 'axios';
import { createApiClient } from '../../../src/infrastructure/http/ApiClient';
import { ApiQaGateway } from '../../../src/infrastructure/http/ApiQaGateway';
import { givenApi } from './fakeApi';

const summary = {
  id: 12, title: '寶寶脹氣怎麼辦？', excerpt: '晚上一直哭', categories: [{ id: 4, name: '新生兒照護' }], tags: [{ id: 18, name: '脹氣' }], age_stage: '0-6m',
  author: { nickname: '匿名爸媽', anonymous: true }, answer_count: 1, follow_count: 2, created_at: 1,
};
const answer = { id: 3, body: '飛機抱有用', author: { nickname: '媽咪Amy', anonymous: false }, like_count: 4, liked_by_me: true, mine: false, created_at: 2, updated_at: 2 };

const gatewayOver = (http: AxiosInstance) => new ApiQaGateway(createApiClient(http, { parseAnswers: true }));

describe('ApiQaGateway', () => {
  it('maps a question with its answers to the domain', async () => {
    const { api, http } = givenApi();
    api.on('get', '/v1/qa/questions/12', { status: 200, data: { data: { ...summary, body: '晚上一直哭', updated_at: 1, answers: [answer], related: [], followed_by_me: false, mine: false } } });
    const question = await gatewayOver(http).question(12);
    expect(question).toMatchObject({ id: 12, ageStage: '0-6m', answerCount: 1, followCount: 2, author: { anonymous: true } });
    expect(question.answers[0]).toEqual({ id: 3, body: '飛機抱有用', author: answer.author, likeCount: 4, likedByMe: true, mine: false, createdAt: 2, updatedAt: 2 });
  });

  it('throws NotFoundError for a question the forum does not know (the 404 page)', async () => {
    const { api, http } = givenApi();
    api.on('get', '/v1/qa/questions/99', { status: 404, data: { error_code: 'GEN_000002', message: '找不到資源' } });
    await expect(gatewayOver(http).question(99)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers refusals as values: field problems and editing someone else’s answer', async () => {
    const { api, http } = givenApi();
    api.on('post', '/v1/qa/questions', { status: 400, data: { error_code: 'GEN_000400', message: '標題至少需要 5 個字', fields: { title: '標題至少需要 5 個字' } } });
    api.on('patch', '/v1/qa/answers/3', { status: 403, data: { error_code: 'QA_NOT_OWNER', message: '只能編輯或刪除自己的內容' } });
    const gateway = gatewayOver(http);
    const posted = await gateway.postQuestion({ title: '嗨', body: '寶寶一直哭怎麼辦呢？', categoryId: 4, tagIds: [], ageStage: '0-6m', anonymous: false });
    expect(posted).toMatchObject({ ok: false, status: 400, fields: { title: '標題至少需要 5 個字' } });
    expect(await gateway.editAnswer(3, '改掉')).toMatchObject({ ok: false, status: 403, code: 'QA_NOT_OWNER', message: '只能編輯或刪除自己的內容' });
  });

  it('keeps outages thrown', async () => {
    const { api, http } = givenApi();
    api.on('post', '/v1/qa/answers/3/like', { status: 503, data: { error_code: 'GEN_000503', message: '維護中' } });
    await expect(gatewayOver(http).like(3, true)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
