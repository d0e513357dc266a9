import { ApiCheckoutGateway, ApiOrderDesk, ApiOrderGateway } from '../../../src/infrastructure/http/ApiCheckoutGateways';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { digest } from '../../../server/services/auth/secrets';
import { optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';
import { signIn, signUpVerified } from '../helpers/api';
import { apiClientOf } from '../helpers/apiClient';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { outcome } from './visitors';

type Via = 'http' | 'in-process';

/**
 * The checkout ports over the typed client, as the page server runs them (in process) and as the
 * browser does (over HTTP): what the generic GET suite (inProcessDispatch.test.ts) does not cover —
 * another member's ids, a query id that is not one, the Idempotency-Key header of a write, and the
 * refresh after AUTH_100023.
 */
describe.each(dialects())('the checkout ports in process answer as over HTTP (%s)', (dialect) => {
  let api: TestApp;
  let buyerHeaders: Record<string, string>;
  let openCheckout: number;
  let orderId: number;
  let paymentId: number;

  const signedIn = async (email: string, password: string) => {
    const wire = await signIn(api.app, email, password);
    const tokens = new InMemoryTokenStore();
    tokens.save({ accessToken: wire.access_token, refreshToken: wire.refresh_token, expiredAt: wire.expired_at });
    return tokens;
  };
  const ports = (tokens: InMemoryTokenStore, via: Via) => {
    const client = apiClientOf(api.app, tokens, via);
    return { checkouts: new ApiCheckoutGateway(client), orders: new ApiOrderGateway(client), desk: new ApiOrderDesk(client) };
  };
  /** The same call both ways, for the same member: the outcomes must be equal; answers it. */
  async function both(email: string, password: string, run: (p: ReturnType<typeof ports>) => Promise<unknown>) {
    const [overHttp, inProcess] = [
      await outcome(async () => run(ports(await signedIn(email, password), 'http'))),
      await outcome(async () => run(ports(await signedIn(email, password), 'in-process'))),
    ];
    expect(inProcess).toEqual(overHttp);
    return overHttp;
  }

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(api.app, 'buyer@example.com', 'secret-pass-1', '下單媽咪');
    buyerHeaders = { 'x-oauth-token': (await signIn(api.app, 'buyer@example.com', 'secret-pass-1')).access_token };
    openCheckout = await readyCheckout(api.app, buyerHeaders, (await optionOnSale(api.db, { stock: 20, limit: 10, skip: 0 })).optionId);
    const placedCheckout = await readyCheckout(api.app, buyerHeaders, (await optionOnSale(api.db, { stock: 20, limit: 10, skip: 1 })).optionId, 2, 'card');
    const placed = await placeOrder(api.app, buyerHeaders, placedCheckout, `ssr-${dialect}-0001`);
    expect(placed.statusCode).toBe(201);
    ({ order_id: orderId, payment: { id: paymentId } } = placed.json().data);
  });
  afterAll(() => api.close());

  it('another member\'s checkout, order and card form: not found both ways', async () => {
    const ben = ['ben@example.com', 'jiutuan-demo-2'] as const;
    expect(await both(...ben, (p) => p.checkouts.load(openCheckout))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await both(...ben, (p) => p.orders.order(orderId))).toMatchObject({ failure: { kind: 'not-found' } });
    expect(await both(...ben, (p) => p.orders.cardForm(paymentId))).toMatchObject({ failure: { kind: 'not-found' } });
  });

  it('an order id in the query that is not one: the parameter failure both ways', async () => {
    for (const id of [0, -1, 1.5]) {
      expect(await both('buyer@example.com', 'secret-pass-1', (p) => p.orders.order(id))).toMatchObject({ failure: { kind: 'parameter', status: 400 } });
    }
  });

  it.each<Via>(['http', 'in-process'])('places an order with its Idempotency-Key (%s): the same key again is the same order', async (via) => {
    const checkoutId = await readyCheckout(api.app, buyerHeaders, (await optionOnSale(api.db, { stock: 20, limit: 10, skip: via === 'http' ? 2 : 3 })).optionId);
    const { desk, checkouts } = ports(await signedIn('buyer@example.com', 'secret-pass-1'), via);
    const total = (await checkouts.load(checkoutId)).summary.total;
    const first = await desk.place(checkoutId, `key-${via}-${dialect}-0001`, total);
    expect(first).toMatchObject({ ok: true, value: { orderId: expect.any(Number) } });
    expect(await desk.place(checkoutId, `key-${via}-${dialect}-0001`, total)).toEqual(first);
    expect(await desk.place(checkoutId, 'short', total)).toMatchObject({ ok: false, error: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
  });

  it('an expired access token: the call refreshes the token and answers, in process as over HTTP', async () => {
    for (const via of ['http', 'in-process'] as const) {
      const tokens = await signedIn('buyer@example.com', 'secret-pass-1');
      const expired = tokens.read()!.accessToken;
      await api.db.updateTable('access_tokens').set({ expires_at: Date.now() - 1000 }).where('token_hash', '=', digest(expired)).execute();
      expect(await ports(tokens, via).checkouts.load(openCheckout)).toMatchObject({ id: openCheckout });
      expect(tokens.read()!.accessToken).not.toBe(expired);
    }
  });
});
