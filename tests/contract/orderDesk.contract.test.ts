import type { OrderDesk } from '../../src/application/checkout/ports';
import { ApiCheckoutGateway, ApiOrderDesk } from '../../src/infrastructure/http/ApiCheckoutGateways';
import { InMemoryOrderDesk } from '../../src/infrastructure/memory/InMemoryOrderDesk';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { newMembers, optionOnSale, readyCheckout } from '../server/checkout/fixtures';
import { apiClientOf } from '../server/helpers/apiClient';
import { dialects } from '../server/helpers/testApp';
import { openRealShop, type RealShop } from './helpers/realShop';

/** Two members' checkouts of one option with one unit left, each ready to place, and what each costs. */
interface Stage { desk: (who: 0 | 1) => OrderDesk; optionId: number; checkouts: [number, number]; totals: [number, number] }

const outcome = async (placing: ReturnType<OrderDesk['place']>) => {
  const result = await placing;
  return result.ok ? { placed: true } : { code: result.error.code, lines: result.error.lines };
};

/**
 * 送出訂單 (SPEC §7/§8): the order desk fake the Gherkin uses and the typed client over the real server
 * place an order once per idempotency key, refuse the key on another checkout, refuse a total above the
 * one the parent saw, and a line out of stock, with the same codes and the same named fields.
 */
describe.each(dialects())('OrderDesk contract on %s', (dialect) => {
  let shop: RealShop;
  let round = 0;

  beforeAll(async () => { shop = await openRealShop(dialect); });
  afterAll(() => shop.close());

  const real = async (): Promise<Stage> => {
    round += 1;
    const { optionId } = await optionOnSale(shop.test.db, { stock: 1, limit: 5, skip: round });
    const members = await newMembers(shop.test.db, 2, `desk-${round}-`);
    const checkouts = [await readyCheckout(shop.test.app, members[0], optionId), await readyCheckout(shop.test.app, members[1], optionId)] as [number, number];
    const clients = members.map((headers) => apiClientOf(shop.test.app, new InMemoryTokenStore({ accessToken: headers['x-oauth-token'], refreshToken: 'unused', expiredAt: Math.floor(shop.now / 1000) + 3600 }), 'http'));
    const totals = await Promise.all(checkouts.map(async (id, i) => (await new ApiCheckoutGateway(clients[i]).load(id)).summary.total)) as [number, number];
    const desks = clients.map((api) => new ApiOrderDesk(api));
    return { desk: (who) => desks[who], optionId, checkouts, totals };
  };
  const fake = async (): Promise<Stage> => {
    const desk = new InMemoryOrderDesk();
    const [optionId, checkouts, totals] = [77, [501, 502] as [number, number], [1_060, 1_060] as [number, number]];
    desk.stock.set(optionId, 1);
    for (const [i, id] of checkouts.entries()) {
      desk.checkouts.set(id, [{ optionId, quantity: 1 }]);
      desk.totals.set(id, totals[i]);
    }
    return { desk: () => desk, optionId, checkouts, totals };
  };
  const subjects: [string, () => Promise<Stage>][] = [['the in-memory fake', fake], ['the typed client over the real server', real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Stage;
    beforeEach(async () => { s = await subject(); });

    it('places an order once per key: the same key again answers the same order', async () => {
      const first = await s.desk(0).place(s.checkouts[0], `key-once-${round}-aaaaaa`, s.totals[0]);
      const again = await s.desk(0).place(s.checkouts[0], `key-once-${round}-aaaaaa`, s.totals[0]);
      if (!first.ok || !again.ok) throw new Error(`refused: ${JSON.stringify([first, again])}`);
      expect([again.value.orderId, again.value.number]).toEqual([first.value.orderId, first.value.number]);
    });

    it('refuses a key used for another checkout', async () => {
      await s.desk(0).place(s.checkouts[0], `key-shared-${round}-aaaa`, s.totals[0]);
      expect(await outcome(s.desk(0).place(s.checkouts[1], `key-shared-${round}-aaaa`, s.totals[1]))).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('refuses a total above the one the parent saw, naming both', async () => {
      expect(await outcome(s.desk(0).place(s.checkouts[0], `key-total-${round}-aaaa`, s.totals[0] - 1)))
        .toEqual({ code: 'ORDER_TOTAL_CHANGED', lines: { total: String(s.totals[0]), expected_total: String(s.totals[0] - 1) } });
    });

    it('refuses the second order of the last unit, naming the line, and changes nothing', async () => {
      expect(await outcome(s.desk(0).place(s.checkouts[0], `key-first-${round}-aaaa`, s.totals[0]))).toEqual({ placed: true });
      expect(await outcome(s.desk(1).place(s.checkouts[1], `key-second-${round}-aaa`, s.totals[1]))).toEqual({ code: 'ORDER_LINES_UNAVAILABLE', lines: { [String(s.optionId)]: expect.any(String) } });
    });
  });
});
