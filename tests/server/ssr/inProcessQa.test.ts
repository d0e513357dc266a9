import { AxiosQaGateway } from '../../../src/infrastructure/http/AxiosQaGateway';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { InProcessQaGateway } from '../../../server/ssr/inprocess/InProcessQaGateway';
import { serviceCall } from '../../../server/ssr/inprocess/serviceCall';
import { signUpVerified } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { apiClient, outcome, signedInCookieHeader, visitorCookies } from './inProcessPair';

describe.each(dialects())('the forum pages read Q&A in process exactly as the API answers them (%s)', (dialect) => {
  let api: TestApp;
  let signedIn: string;
  let questionId: number;
  const unexpected: unknown[] = [];

  /** Both gateways of one page request with these cookies, each over its own cookie jar. */
  function gateways(cookieHeader: string | undefined) {
    const viaApi = (jar: RequestCookieTokenStore) => new AxiosQaGateway(apiClient(api, jar, 'jest'));
    const local = new RequestCookieTokenStore(cookieHeader);
    return { http: viaApi(new RequestCookieTokenStore(cookieHeader)), local: new InProcessQaGateway({ ...api, now: Date.now }, serviceCall((error) => unexpected.push(error)), visitorCookies(api, local), viaApi(local)) };
  }

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(api.app, 'qa@example.com', 'secret-pass-1', '問答媽咪');
    signedIn = await signedInCookieHeader(api, 'qa@example.com', 'secret-pass-1');
    questionId = (await api.db.selectFrom('qa_questions').select('id').orderBy('answer_count', 'desc').limit(1).executeTakeFirstOrThrow()).id;
    // The member's own flags on the question: followed, and an answer liked.
    const { local } = gateways(signedIn);
    expect(await local.follow(questionId, true)).toMatchObject({ ok: true });
    const detail = await local.question(questionId);
    expect(await local.like(detail.answers[0].id, true)).toMatchObject({ ok: true });
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  const same = async (cookieHeader: string | undefined, read: (gateway: AxiosQaGateway | InProcessQaGateway) => Promise<unknown>) => {
    const { http, local } = gateways(cookieHeader);
    const [viaHttp, inProcess] = await Promise.all([outcome(() => read(http)), outcome(() => read(local))]);
    expect(inProcess).toEqual(viaHttp);
    return viaHttp;
  };

  it('the categories', async () => {
    expect(await same(undefined, (gateway) => gateway.categories())).toHaveProperty('value');
  });

  it('a question for a visitor, for its member (followed, liked), and with an unknown token', async () => {
    expect(await same(undefined, (gateway) => gateway.question(questionId))).toHaveProperty('value');
    expect(await same(signedIn, (gateway) => gateway.question(questionId))).toMatchObject({ value: { followedByMe: true } });
    await same('auth_token_data=%7B%22access_token%22%3A%22nope%22%7D', (gateway) => gateway.question(questionId));
  });

  it('the lists: recent and popular, of a category and of a tag, a page past the end, an invalid page', async () => {
    expect(await same(undefined, (gateway) => gateway.questions({ sort: 'recent', page: 1 }))).toMatchObject({ value: { questions: expect.any(Array) } });
    await same(signedIn, (gateway) => gateway.questions({ sort: 'popular', page: 2 }));
    await same(undefined, (gateway) => gateway.questions({ sort: 'recent', page: 1, categoryId: 1 }));
    await same(undefined, (gateway) => gateway.questions({ sort: 'popular', page: 1, tagId: 1 }));
    await same(undefined, (gateway) => gateway.questions({ sort: 'recent', page: 999 }));
    expect(await same(undefined, (gateway) => gateway.questions({ sort: 'recent', page: 0 }))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('search: a word, a page, and an empty query', async () => {
    expect(await same(undefined, (gateway) => gateway.search('寶寶', 1))).toHaveProperty('value');
    await same(undefined, (gateway) => gateway.search('  寶寶 ', 2));
    expect(await same(undefined, (gateway) => gateway.search('  ', 1))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('an unknown and an invalid question id', async () => {
    expect(await same(undefined, (gateway) => gateway.question(2_000_000))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await same(undefined, (gateway) => gateway.question(0))).toMatchObject({ failure: { kind: 'parameter' } });
  });
});
