import type { MemberOrderGateway, RefundGateway } from '../../../src/application/memberOrders/ports';
import type { MemberWallet } from '../../../src/application/memberWallet/ports';
import type { ProfileBadgeGateway } from '../../../src/application/notifications/ports';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { ApiMemberOrderGateway, ApiRefundGateway } from '../../../src/infrastructure/http/ApiMemberOrders';
import { ApiMemberWallet } from '../../../src/infrastructure/http/ApiMemberWallet';
import { ApiProfileBadgeGateway } from '../../../src/infrastructure/http/ApiProfileBadgeGateway';
import { apiClientOf } from '../helpers/apiClient';
import { signUpVerified } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { expiredCookieHeader, outcome, signedInCookieHeader, tokenRecovery, UNKNOWN_TOKEN_COOKIE } from './visitors';

interface Ports { orders: MemberOrderGateway; refunds: RefundGateway; wallet: MemberWallet; badges: ProfileBadgeGateway }

/**
 * What the generic dispatch suite (inProcessDispatch.test.ts) does not hold for 我的訂單, 退款, the wallet
 * and the red dots on the page server: a visitor's expired access token is refreshed by the client's
 * AUTH_100023 recovery in process, a token the shop never issued signs the visitor out, the gift reads
 * as a visitor's without a refresh (it answers strangers), and a write runs in process as over HTTP.
 */
describe.each(dialects())('member reads on the page server recover the visitor\'s token (%s)', (dialect) => {
  let api: TestApp;
  let amy: string;
  let amysRefund: number;

  /** One page request's ports over the typed client in process, on a cookie jar made from the header. */
  const pageRequest = (cookieHeader: string | undefined) => {
    const jar = new RequestCookieTokenStore(cookieHeader);
    const client = apiClientOf(api.app, jar, 'in-process');
    const ports: Ports = {
      orders: new ApiMemberOrderGateway(client), refunds: new ApiRefundGateway(client), wallet: new ApiMemberWallet(client), badges: new ApiProfileBadgeGateway(client),
    };
    return { jar, ports };
  };
  const expired = () => expiredCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1');

  beforeAll(async () => {
    // The demo members, seeded with an order in every state, a refund each, coupons and credit.
    api = await createTestApp(dialect, { seed: 0.05 });
    amy = await signedInCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1');
    amysRefund = (await api.db.selectFrom('refunds').innerJoin('members', 'members.id', 'refunds.member_id').select('refunds.id')
      .where('members.email', '=', 'amy@example.com').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => api.close());

  const reads: [string, (ports: Ports) => Promise<unknown>][] = [
    ['orders', (p) => p.orders.list('all', 1)],
    ['refunds', (p) => p.refunds.list()],
    ['a refund', (p) => p.refunds.detail(amysRefund)],
    ['coupons', (p) => p.wallet.coupons('usable')],
    ['credit', (p) => p.wallet.credit()],
    ['badges', (p) => p.badges.load()],
  ];

  it.each(reads)('%s: an expired access token is refreshed and the read answers as with a fresh one', async (_name, read) => {
    const fresh = await outcome(() => read(pageRequest(amy).ports));
    expect(fresh).toHaveProperty('value');
    const { jar, ports } = pageRequest(await expired());
    expect(await outcome(() => read(ports))).toEqual(fresh);
    expect(tokenRecovery(jar)).toBe('refreshed');
  });

  it.each(reads)('%s: a token the shop never issued is refused, and the visitor signed out', async (_name, read) => {
    const { jar, ports } = pageRequest(UNKNOWN_TOKEN_COOKIE);
    expect(await outcome(() => read(ports))).toMatchObject({ failure: { status: 401 } });
    expect(tokenRecovery(jar)).toBe('signed-out');
  });

  it('the new-customer gift reads as a visitor\'s with an expired token, as the API answers it, with no refresh', async () => {
    const { jar, ports } = pageRequest(await expired());
    expect(await ports.wallet.gift()).toMatchObject({ status: 'visitor' });
    expect(tokenRecovery(jar)).toBe('none');
  });

  it('writes run in process as over HTTP: a new member claims the gift once; another member\'s order is not found', async () => {
    await signUpVerified(api.app, 'wallet-in-process@example.com', 'secret-pass-1', '新手媽咪');
    const { ports } = pageRequest(await signedInCookieHeader(api, 'wallet-in-process@example.com', 'secret-pass-1'));
    expect(await ports.wallet.gift()).toMatchObject({ status: 'eligible' });
    expect((await ports.wallet.claimGift()).coupons.length).toBeGreaterThan(0);
    expect(await outcome(() => ports.wallet.claimGift())).toMatchObject({ failure: { status: 409, code: 'GIFT_ALREADY_CLAIMED' } });
    expect(await ports.wallet.gift()).toMatchObject({ status: 'claimed' });
    const amysOrder = await api.db.selectFrom('orders').innerJoin('members', 'members.id', 'orders.member_id').select('orders.id')
      .where('members.email', '=', 'amy@example.com').executeTakeFirstOrThrow();
    expect(await outcome(() => ports.orders.cancel(amysOrder.id))).toMatchObject({ failure: { kind: 'not-found', status: 404 } });
  });
});
