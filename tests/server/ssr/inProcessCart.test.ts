import type { CartGateway, WishListGateway } from '../../../src/application/purchase/ports';
import { AxiosCartGateway, AxiosWishListGateway } from '../../../src/infrastructure/http/AxiosPurchaseGateways';
import { InProcessCartGateway, InProcessWishListGateway } from '../../../server/ssr/inprocess/InProcessCartGateways';
import { signUpVerified } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { optionOnSale } from '../checkout/fixtures';
import { adapterPair, expiredCookieHeader, sameOutcome, signedInCookieHeader, tokenRecovery, UNKNOWN_TOKEN_COOKIE } from './inProcessPair';

describe.each(dialects())('the cart and wish-list pages read in process exactly as the API answers them (%s)', (dialect) => {
  let api: TestApp;
  let signedIn: string;
  let empty: string;
  const unexpected: unknown[] = [];
  const carts = (cookieHeader: string | undefined) =>
    adapterPair<CartGateway>(api, unexpected, (http) => new AxiosCartGateway(http), (...parts) => new InProcessCartGateway(...parts))(cookieHeader);
  const wishLists = (cookieHeader: string | undefined) =>
    adapterPair<WishListGateway>(api, unexpected, (http) => new AxiosWishListGateway(http), (...parts) => new InProcessWishListGateway(...parts))(cookieHeader);

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(api.app, 'cart@example.com', 'secret-pass-1', '購物媽咪');
    await signUpVerified(api.app, 'empty@example.com', 'secret-pass-1', '空車爸比');
    signedIn = await signedInCookieHeader(api, 'cart@example.com', 'secret-pass-1');
    empty = await signedInCookieHeader(api, 'empty@example.com', 'secret-pass-1');
    // Two lines through the in-process adapters' own writes (the API), the second then sold out; a product and a group-buy followed.
    const buyable = await optionOnSale(api.db, { stock: 20, limit: 10, skip: 0 });
    const soldOut = await optionOnSale(api.db, { stock: 20, limit: 10, skip: 40 });
    const { local: cart } = carts(signedIn);
    expect((await cart.add({ groupId: buyable.groupBuyId, optionId: buyable.optionId, number: 2 })).answer).toEqual({ kind: 'added' });
    expect((await cart.add({ groupId: soldOut.groupBuyId, optionId: soldOut.optionId, number: 1 })).answer).toEqual({ kind: 'added' });
    await api.db.updateTable('options').set({ stock: 0 }).where('id', '=', soldOut.optionId).execute();
    const product = await api.db.selectFrom('options').select('product_id').where('id', '=', buyable.optionId).executeTakeFirstOrThrow();
    await wishLists(signedIn).local.follow([{ id: product.product_id, type: 'product' }, { id: soldOut.groupBuyId, type: 'groupbuy' }]);
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  it('a member\'s cart: a buyable line and a sold-out one, priced', async () => {
    const answer = await sameOutcome(carts(signedIn), (cart) => cart.load());
    expect(answer).toMatchObject({ value: { lines: [expect.objectContaining({ quantity: 2 }), expect.objectContaining({ quantity: 1, purchaseLimit: 0 })] } });
    await sameOutcome(carts(empty), (cart) => cart.load());
  });

  it('a member\'s wish list, and an empty one', async () => {
    expect(await sameOutcome(wishLists(signedIn), (list) => list.load())).toMatchObject({ value: { products: [expect.anything()], groupBuys: [expect.anything()] } });
    await sameOutcome(wishLists(empty), (list) => list.load());
  });

  it('a visitor: the sign-in 401', async () => {
    expect(await sameOutcome(carts(undefined), (cart) => cart.load())).toMatchObject({ failure: { kind: 'api', status: 401, code: 'AUTH_100001', message: '請先登入' } });
    expect(await sameOutcome(wishLists(undefined), (list) => list.load())).toMatchObject({ failure: { kind: 'api', status: 401, code: 'AUTH_100001', message: '請先登入' } });
  });

  it('a token the shop never issued: the read goes to the API, whose refresh is refused, and the visitor is signed out', async () => {
    for (const pair of [carts(UNKNOWN_TOKEN_COOKIE), wishLists(UNKNOWN_TOKEN_COOKIE)]) {
      expect(await sameOutcome<CartGateway | WishListGateway>(pair, (port) => port.load())).toMatchObject({ failure: { status: 401 } });
      expect(tokenRecovery(pair.jar)).toBe('signed-out');
    }
  });

  it('an expired access token: the read goes to the API, which refreshes the token and answers the member\'s cart', async () => {
    const expired = await expiredCookieHeader(api, 'cart@example.com', 'secret-pass-1');
    const pair = carts(expired);
    const answer = await sameOutcome(pair, (cart) => cart.load());
    expect(answer).toEqual(await sameOutcome(carts(signedIn), (cart) => cart.load()));
    expect(tokenRecovery(pair.jar)).toBe('refreshed');
    const lists = wishLists(await expiredCookieHeader(api, 'cart@example.com', 'secret-pass-1'));
    expect(await sameOutcome(lists, (list) => list.load())).toHaveProperty('value');
    expect(tokenRecovery(lists.jar)).toBe('refreshed');
  });
});
