import type { MemberOrderGateway, RefundGateway } from '../../../src/application/memberOrders/ports';
import type { OrderTab } from '../../../src/domain/memberOrders/orderTabs';
import { AxiosMemberOrderGateway, AxiosRefundGateway } from '../../../src/infrastructure/http/AxiosMemberOrders';
import { InProcessMemberOrderGateway, InProcessRefundGateway } from '../../../server/ssr/inprocess/InProcessMemberOrders';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { adapterPair, expiredCookieHeader, sameOutcome, signedInCookieHeader, tokenRecovery, UNKNOWN_TOKEN_COOKIE } from './inProcessPair';

const TABS: OrderTab[] = ['all', 'unpaid', 'to-ship', 'shipped', 'completed', 'cancelled'];

describe.each(dialects())('the member order pages read in process exactly as the API answers them (%s)', (dialect) => {
  let api: TestApp;
  let amy: string;
  let ben: string;
  let amysRefund: number;
  const unexpected: unknown[] = [];
  const orders = (cookieHeader: string | undefined) =>
    adapterPair<MemberOrderGateway>(api, unexpected, (http) => new AxiosMemberOrderGateway(http), (...parts) => new InProcessMemberOrderGateway(...parts))(cookieHeader);
  const refunds = (cookieHeader: string | undefined) =>
    adapterPair<RefundGateway>(api, unexpected, (http) => new AxiosRefundGateway(http), (...parts) => new InProcessRefundGateway(...parts))(cookieHeader);

  beforeAll(async () => {
    // The demo members, seeded with an order in every state and a refund each.
    api = await createTestApp(dialect, { seed: 0.05 });
    amy = await signedInCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1');
    ben = await signedInCookieHeader(api, 'ben@example.com', 'jiutuan-demo-2');
    amysRefund = (await api.db.selectFrom('refunds').innerJoin('members', 'members.id', 'refunds.member_id').select('refunds.id')
      .where('members.email', '=', 'amy@example.com').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  it('the member\'s orders on every tab, a page past the end, and an unknown tab', async () => {
    for (const tab of TABS) await sameOutcome(orders(amy), (gateway) => gateway.list(tab, 1));
    expect(await sameOutcome(orders(amy), (gateway) => gateway.list('all', 1))).toMatchObject({ value: { orders: expect.arrayContaining([expect.anything()]) } });
    await sameOutcome(orders(amy), (gateway) => gateway.list('all', 9));
    await sameOutcome(orders(amy), (gateway) => gateway.list('whatever' as OrderTab, 0));
  });

  it('a query the contract refuses: the parameter failure', async () => {
    expect(await sameOutcome(orders(amy), (gateway) => gateway.list('x'.repeat(41) as OrderTab, 1))).toMatchObject({ failure: { kind: 'parameter' } });
    expect(await sameOutcome(orders(amy), (gateway) => gateway.list('all', 1e13))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('the member\'s refunds and one refund; another member\'s, an unknown and an invalid refund id', async () => {
    expect(await sameOutcome(refunds(amy), (gateway) => gateway.list())).toMatchObject({ value: [expect.objectContaining({ id: amysRefund })] });
    expect(await sameOutcome(refunds(amy), (gateway) => gateway.detail(amysRefund))).toMatchObject({ value: { id: amysRefund } });
    expect(await sameOutcome(refunds(ben), (gateway) => gateway.detail(amysRefund))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await sameOutcome(refunds(amy), (gateway) => gateway.detail(2_000_000))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await sameOutcome(refunds(amy), (gateway) => gateway.detail(0))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('a visitor: the sign-in 401; a token the shop never issued: the API\'s answer after the refused refresh', async () => {
    const reads: [string, (cookieHeader: string | undefined) => Promise<unknown>][] = [
      ['list', (c) => sameOutcome(orders(c), (gateway) => gateway.list('all', 1))],
      ['refunds', (c) => sameOutcome(refunds(c), (gateway) => gateway.list())],
      ['refund', (c) => sameOutcome(refunds(c), (gateway) => gateway.detail(0))],
    ];
    for (const [, read] of reads) {
      expect(await read(undefined)).toMatchObject({ failure: { status: 401, code: 'AUTH_100001', message: '請先登入' } });
      expect(await read(UNKNOWN_TOKEN_COOKIE)).toMatchObject({ failure: { status: 401 } });
    }
  });

  it('an expired access token: the read goes to the API, which refreshes the token and answers', async () => {
    const pair = orders(await expiredCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1'));
    expect(await sameOutcome(pair, (gateway) => gateway.list('all', 1))).toEqual(await sameOutcome(orders(amy), (gateway) => gateway.list('all', 1)));
    expect(tokenRecovery(pair.jar)).toBe('refreshed');
    const refundPair = refunds(await expiredCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1'));
    expect(await sameOutcome(refundPair, (gateway) => gateway.detail(amysRefund))).toMatchObject({ value: { id: amysRefund } });
    expect(tokenRecovery(refundPair.jar)).toBe('refreshed');
  });
});
