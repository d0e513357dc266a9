import type { CheckoutGateway, OrderGateway } from '../../../src/application/checkout/ports';
import { AxiosCheckoutGateway, AxiosOrderGateway } from '../../../src/infrastructure/http/AxiosCheckoutGateways';
import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { InProcessCheckoutGateway, InProcessOrderGateway } from '../../../server/ssr/inprocess/InProcessCheckoutGateways';
import { serviceCall } from '../../../server/ssr/inprocess/serviceCall';
import { signUpVerified } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';
import { adapterPair, expiredCookieHeader, sameOutcome, signedInCookieHeader, tokenHeaders, tokenRecovery, visitorCookies } from './inProcessPair';

describe.each(dialects())('the checkout and order pages read in process exactly as the API answers them (%s)', (dialect) => {
  let api: TestApp;
  let buyer: string;
  let other: string;
  let openCheckout: number;
  let placedCheckout: number;
  let orderId: number;
  let paymentId: number;
  const unexpected: unknown[] = [];
  const checkouts = (cookieHeader: string | undefined) =>
    adapterPair<CheckoutGateway>(api, unexpected, (http) => new AxiosCheckoutGateway(http), (...parts) => new InProcessCheckoutGateway(...parts))(cookieHeader);
  const orders = (cookieHeader: string | undefined) =>
    adapterPair<OrderGateway>(api, unexpected, (http) => new AxiosOrderGateway(http), (...parts) => new InProcessOrderGateway(...parts))(cookieHeader);

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(api.app, 'buyer@example.com', 'secret-pass-1', '下單媽咪');
    buyer = await signedInCookieHeader(api, 'buyer@example.com', 'secret-pass-1');
    other = await signedInCookieHeader(api, 'ben@example.com', 'jiutuan-demo-2');
    const headers = tokenHeaders(buyer);
    openCheckout = await readyCheckout(api.app, headers, (await optionOnSale(api.db, { stock: 20, limit: 10, skip: 0 })).optionId);
    placedCheckout = await readyCheckout(api.app, headers, (await optionOnSale(api.db, { stock: 20, limit: 10, skip: 1 })).optionId, 2, 'card');
    const placed = await placeOrder(api.app, headers, placedCheckout, `ssr-${dialect}-0001`);
    expect(placed.statusCode).toBe(201);
    ({ order_id: orderId, payment: { id: paymentId } } = placed.json().data);
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  it('the member\'s open checkout and the placed one', async () => {
    expect(await sameOutcome(checkouts(buyer), (gateway) => gateway.load(openCheckout))).toMatchObject({ value: { id: openCheckout } });
    expect(await sameOutcome(checkouts(buyer), (gateway) => gateway.load(placedCheckout))).toMatchObject({ value: { id: placedCheckout } });
  });

  it('the member\'s order detail and its card form (demo mode)', async () => {
    expect(await sameOutcome(orders(buyer), (gateway) => gateway.order(orderId))).toMatchObject({ value: { id: orderId } });
    expect(await sameOutcome(orders(buyer), (gateway) => gateway.cardForm(paymentId))).toMatchObject({ value: { paymentId, state: 'pending' } });
  });

  it('another member\'s checkout, order and payment: not found, as the API answers them', async () => {
    expect(await sameOutcome(checkouts(other), (gateway) => gateway.load(openCheckout))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await sameOutcome(orders(other), (gateway) => gateway.order(orderId))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await sameOutcome(orders(other), (gateway) => gateway.cardForm(paymentId))).toMatchObject({ failure: { kind: 'not-found' } });
    // And the other way round: a seeded order of Ben's, read by the buyer.
    const bens = await api.db.selectFrom('orders').innerJoin('members', 'members.id', 'orders.member_id').select(['orders.id', 'orders.checkout_id'])
      .where('members.email', '=', 'ben@example.com').orderBy('orders.id').executeTakeFirstOrThrow();
    expect(await sameOutcome(orders(buyer), (gateway) => gateway.order(bens.id))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await sameOutcome(checkouts(buyer), (gateway) => gateway.load(Number(bens.checkout_id)))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await sameOutcome(orders(other), (gateway) => gateway.order(bens.id))).toMatchObject({ value: { id: bens.id } });
  });

  it('unknown ids: not found; invalid ids: the parameter failure', async () => {
    for (const id of [2_000_000, 0, -1, 1.5]) {
      await sameOutcome(checkouts(buyer), (gateway) => gateway.load(id));
      await sameOutcome(orders(buyer), (gateway) => gateway.order(id));
      await sameOutcome(orders(buyer), (gateway) => gateway.cardForm(id));
    }
    expect(await sameOutcome(checkouts(buyer), (gateway) => gateway.load(2_000_000))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await sameOutcome(orders(buyer), (gateway) => gateway.order(0))).toMatchObject({ failure: { kind: 'parameter' } });
    expect(await sameOutcome(orders(buyer), (gateway) => gateway.cardForm(-1))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('a visitor: the sign-in 401 before any id is looked at', async () => {
    for (const id of [openCheckout, 0]) {
      expect(await sameOutcome(checkouts(undefined), (gateway) => gateway.load(id))).toMatchObject({ failure: { status: 401, code: 'AUTH_100001', message: '請先登入' } });
      expect(await sameOutcome(orders(undefined), (gateway) => gateway.order(id))).toMatchObject({ failure: { status: 401, code: 'AUTH_100001' } });
      expect(await sameOutcome(orders(undefined), (gateway) => gateway.cardForm(id))).toMatchObject({ failure: { status: 401, code: 'AUTH_100001' } });
    }
  });

  it('an expired access token: the read goes to the API, which refreshes the token and answers', async () => {
    const pair = checkouts(await expiredCookieHeader(api, 'buyer@example.com', 'secret-pass-1'));
    expect(await sameOutcome(pair, (gateway) => gateway.load(openCheckout))).toMatchObject({ value: { id: openCheckout } });
    expect(tokenRecovery(pair.jar)).toBe('refreshed');
    const orderPair = orders(await expiredCookieHeader(api, 'buyer@example.com', 'secret-pass-1'));
    expect(await sameOutcome(orderPair, (gateway) => gateway.order(orderId))).toMatchObject({ value: { id: orderId } });
    expect(tokenRecovery(orderPair.jar)).toBe('refreshed');
  });

  it('without demo mode the card form\'s route does not exist: the call goes to the API', async () => {
    const viaApi = { cardForm: async (id: number) => ({ asked: id }) } as unknown as OrderGateway;
    const ctx = { ...api, config: { ...api.config, demoMode: false }, now: Date.now };
    const gateway = new InProcessOrderGateway(ctx, serviceCall((error) => unexpected.push(error)), visitorCookies(api, new RequestCookieTokenStore(buyer)), viaApi);
    expect(await gateway.cardForm(paymentId)).toEqual({ asked: paymentId });
  });
});
