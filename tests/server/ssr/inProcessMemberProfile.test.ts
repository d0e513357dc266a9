import type { MemberProfileGateway, ReviewGateway } from '../../../src/application/memberProfile/ports';
import { AxiosMemberProfileGateway, AxiosReviewGateway } from '../../../src/infrastructure/http/AxiosMemberProfileGateways';
import { InProcessMemberProfileGateway, InProcessReviewGateway } from '../../../server/ssr/inprocess/InProcessMemberProfileGateways';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { adapterPair, expiredCookieHeader, sameOutcome, signedInCookieHeader, tokenRecovery, UNKNOWN_TOKEN_COOKIE } from './inProcessPair';

describe.each(dialects())('the member home and review pages read in process exactly as the API answers them (%s)', (dialect) => {
  let api: TestApp;
  let amy: string;
  let ben: string;
  let amysCompleted: number;
  const unexpected: unknown[] = [];
  const profiles = (cookieHeader: string | undefined) =>
    adapterPair<MemberProfileGateway>(api, unexpected, (http) => new AxiosMemberProfileGateway(http), (...parts) => new InProcessMemberProfileGateway(...parts))(cookieHeader);
  const reviews = (cookieHeader: string | undefined) =>
    adapterPair<ReviewGateway>(api, unexpected, (http) => new AxiosReviewGateway(http), (...parts) => new InProcessReviewGateway(...parts))(cookieHeader);

  beforeAll(async () => {
    // The demo members, seeded with babies, coupons, credit and a completed order each.
    api = await createTestApp(dialect, { seed: 0.05 });
    amy = await signedInCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1');
    ben = await signedInCookieHeader(api, 'ben@example.com', 'jiutuan-demo-2');
    amysCompleted = (await api.db.selectFrom('orders').innerJoin('members', 'members.id', 'orders.member_id').select('orders.id')
      .where('members.email', '=', 'amy@example.com').where('orders.status', '=', 'completed').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  it('the member home of two members', async () => {
    expect(await sameOutcome(profiles(amy), (gateway) => gateway.home())).toHaveProperty('value');
    await sameOutcome(profiles(ben), (gateway) => gateway.home());
  });

  it('the lines waiting for a review: all, of one order, of another member\'s order, of an unknown and an invalid order id', async () => {
    const ofOrder = expect.objectContaining({ orderId: amysCompleted });
    expect(await sameOutcome(reviews(amy), (gateway) => gateway.pending(null))).toMatchObject({ value: expect.arrayContaining([ofOrder]) });
    expect(await sameOutcome(reviews(amy), (gateway) => gateway.pending(amysCompleted))).toMatchObject({ value: [ofOrder, ofOrder] });
    // The API answers another member's order with no lines (nothing of it shows), not its lines.
    expect(await sameOutcome(reviews(ben), (gateway) => gateway.pending(amysCompleted))).toEqual({ value: [] });
    expect(await sameOutcome(reviews(amy), (gateway) => gateway.pending(2_000_000))).toEqual({ value: [] });
    expect(await sameOutcome(reviews(amy), (gateway) => gateway.pending(0))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('a visitor: the sign-in 401; a token the shop never issued: the API\'s answer after the refused refresh', async () => {
    for (const cookieHeader of [undefined, UNKNOWN_TOKEN_COOKIE]) {
      const home = await sameOutcome(profiles(cookieHeader), (gateway) => gateway.home());
      const pending = await sameOutcome(reviews(cookieHeader), (gateway) => gateway.pending(0));
      for (const answer of [home, pending]) expect(answer).toMatchObject({ failure: { status: 401 } });
      if (cookieHeader === undefined) expect(home).toMatchObject({ failure: { code: 'AUTH_100001', message: '請先登入' } });
    }
  });

  it('an expired access token: the read goes to the API, which refreshes the token and answers', async () => {
    const pair = profiles(await expiredCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1'));
    expect(await sameOutcome(pair, (gateway) => gateway.home())).toEqual(await sameOutcome(profiles(amy), (gateway) => gateway.home()));
    expect(tokenRecovery(pair.jar)).toBe('refreshed');
    const reviewPair = reviews(await expiredCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1'));
    expect(await sameOutcome(reviewPair, (gateway) => gateway.pending(amysCompleted))).toMatchObject({ value: [expect.anything(), expect.anything()] });
    expect(tokenRecovery(reviewPair.jar)).toBe('refreshed');
  });
});
