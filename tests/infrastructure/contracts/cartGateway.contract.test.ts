import type { CartGateway } from '../../../src/application/purchase/ports';
import { ApiCartGateway, ApiPurchaseCatalog } from '../../../src/infrastructure/http/ApiPurchaseGateways';
import { InMemoryCartGateway, InMemoryPurchaseCatalog } from '../../../src/infrastructure/memory/InMemoryPurchase';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { apiClientOf } from '../../server/helpers/apiClient';
import { signIn } from '../../server/helpers/api';
import { createTestApp, type TestApp } from '../../server/helpers/testApp';

/** An option of the seeded shop in a given state, with its group-buy. */
interface Pick { groupId: number; optionId: number; limit: number }
interface Subject { cart: CartGateway; live: Pick; ended: Pick; notStarted: Pick; soldOut: Pick }

/** The seed, the server and the fake share this moment (tokens live on the real clock, so it is today). */
const NOW = Date.now();

/**
 * One contract for the CartGateway port (issue 12 part 8), run against the in-memory fake the
 * Gherkin and use-case tests use and against the axios adapter on the real server. The fake is
 * stocked with the real server's own group-buys, so the two answer the same questions.
 */
describe('CartGateway contract', () => {
  let api: TestApp;
  let picks: Omit<Subject, 'cart'>;
  let real: CartGateway;
  let inProcess: CartGateway;
  let fakeCatalog: InMemoryPurchaseCatalog;

  beforeAll(async () => {
    api = await createTestApp('sqlite', { seed: 0.05, now: () => NOW });
    picks = await pickOptions(api);
    const tokens = new InMemoryTokenStore();
    const wire = await signIn(api.app, 'amy@example.com', 'jiutuan-demo-1');
    tokens.save({ accessToken: wire.access_token, refreshToken: wire.refresh_token, expiredAt: wire.expired_at });
    real = new ApiCartGateway(apiClientOf(api.app, tokens, 'http'));
    inProcess = new ApiCartGateway(apiClientOf(api.app, tokens, 'in-process'));
    const catalog = new ApiPurchaseCatalog(apiClientOf(api.app, tokens, 'http'));
    fakeCatalog = new InMemoryPurchaseCatalog();
    for (const pick of Object.values(picks)) fakeCatalog.with(await catalog.groupBuy(pick.groupId));
  });
  afterAll(() => api.close());

  const subjects: [string, () => Subject][] = [
    ['the in-memory fake', () => ({ cart: new InMemoryCartGateway(fakeCatalog, () => NOW), ...picks })],
    ['the typed client over HTTP to the real server', () => ({ cart: real, ...picks })],
    ['the typed client in process on the page server', () => ({ cart: inProcess, ...picks })],
  ];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Subject;
    beforeEach(async () => {
      s = subject();
      for (const line of (await s.cart.load()).lines) await s.cart.remove(line.optionId);
    });

    it('adds a live option and lists it with its quantity', async () => {
      const { answer, itemIds } = await s.cart.add({ groupId: s.live.groupId, optionId: s.live.optionId, number: 1 });
      expect(answer).toEqual({ kind: 'added' });
      expect(itemIds).toContain(s.live.optionId);
      expect(await s.cart.itemIds()).toEqual([s.live.optionId]);
      const cart = await s.cart.load();
      expect(cart.lines.map((l) => [l.optionId, l.quantity, l.status])).toEqual([[s.live.optionId, 1, 'ok']]);
      expect(cart.total).toBe(cart.lines[0].unitPrice);
    });

    it('never holds more than the limit: the add is capped, the next one leaves it unchanged', async () => {
      expect((await s.cart.add({ groupId: s.live.groupId, optionId: s.live.optionId, number: s.live.limit + 5 })).answer).toEqual({ kind: 'added' });
      expect((await s.cart.load()).lines[0].quantity).toBe(s.live.limit);
      expect((await s.cart.add({ groupId: s.live.groupId, optionId: s.live.optionId, number: 1 })).answer).toEqual({ kind: 'unchanged-qty' });
    });

    it('refuses ended, not yet started, sold-out and unknown options with their codes, and keeps the cart as it was', async () => {
      const refused = async (pick: Pick) => (await s.cart.add({ groupId: pick.groupId, optionId: pick.optionId, number: 1 })).answer;
      expect(await refused(s.ended)).toEqual({ kind: 'rejected', code: 'CART_GROUPBUY_ENDED' });
      expect(await refused(s.notStarted)).toEqual({ kind: 'rejected', code: 'CART_GROUPBUY_NOT_STARTED' });
      expect(await refused(s.soldOut)).toEqual({ kind: 'rejected', code: 'CART_ITEM_SOLD_OUT' });
      expect(await refused({ groupId: s.live.groupId, optionId: 987_654, limit: 0 })).toEqual({ kind: 'rejected', code: 'CART_ITEM_NOT_FOUND' });
      expect(await s.cart.itemIds()).toEqual([]);
    });

    it('changes a line’s quantity and removes it', async () => {
      await s.cart.add({ groupId: s.live.groupId, optionId: s.live.optionId, number: 1 });
      expect((await s.cart.changeQuantity(s.live.optionId, 2)).lines[0].quantity).toBe(2);
      expect((await s.cart.remove(s.live.optionId)).lines).toEqual([]);
      expect(await s.cart.itemIds()).toEqual([]);
    });

    it('refuses a quantity above the line’s limit or below 1, and keeps the line', async () => {
      await s.cart.add({ groupId: s.live.groupId, optionId: s.live.optionId, number: 1 });
      await expect(s.cart.changeQuantity(s.live.optionId, s.live.limit + 1)).rejects.toMatchObject({ kind: 'api', status: 400, code: 'CART_QUANTITY_OVER_LIMIT' });
      await expect(s.cart.changeQuantity(s.live.optionId, 0)).rejects.toMatchObject({ kind: 'parameter' });
      expect((await s.cart.load()).lines[0].quantity).toBe(1);
    });
  });
});

/** Options of the seed in each state at NOW (the seed runs its deals around the moment it ran). */
async function pickOptions(api: TestApp): Promise<Omit<Subject, 'cart'>> {
  const base = api.db.selectFrom('options')
    .innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['group_buys.id as groupId', 'options.id as optionId', 'options.purchase_limit', 'options.stock'])
    .where('products.status', '=', 'active').where('group_buys.status', '=', 'open')
    .orderBy('options.id');
  const toPick = (row: { groupId: number; optionId: number; purchase_limit: number; stock: number } | undefined, what: string): Pick => {
    if (!row) throw new Error(`the seed has no ${what} option`);
    return { groupId: row.groupId, optionId: row.optionId, limit: Math.max(0, Math.min(row.purchase_limit, row.stock)) };
  };
  const running = base.where('group_buys.starts_at', '<=', NOW).where('group_buys.ends_at', '>', NOW);
  return {
    live: toPick(await running.where('options.purchase_limit', '>=', 2).where('options.purchase_limit', '<=', 10).whereRef('options.stock', '>=', 'options.purchase_limit').executeTakeFirst(), 'live'),
    soldOut: toPick(await running.where((eb) => eb.or([eb('options.purchase_limit', '=', 0), eb('options.stock', '=', 0)])).executeTakeFirst(), 'sold-out'),
    ended: toPick(await base.where('group_buys.ends_at', '<=', NOW).where('options.purchase_limit', '>', 0).where('options.stock', '>', 0).executeTakeFirst(), 'ended'),
    notStarted: toPick(await base.where('group_buys.starts_at', '>', NOW).where('options.purchase_limit', '>', 0).where('options.stock', '>', 0).executeTakeFirst(), 'not-started'),
  };
}
