import type { Tracking } from '../../src/application/purchase/ports';
import type { ApiClient } from '../../src/infrastructure/http/ApiClient';
import { ApiTracking } from '../../src/infrastructure/http/ApiPurchaseGateways';
import { InMemoryTracking } from '../../src/infrastructure/memory/InMemoryPurchase';
import { dialects } from '../server/helpers/testApp';
import { openRealShop, type RealShop } from './helpers/realShop';

type Event = Parameters<Tracking['addedToCart']>[0];
interface Subject { tracking: Tracking; kept: () => Promise<Event[]>; lost: () => number }

/** The typed client with every call it makes remembered, so a fire-and-forget event can be waited for. */
function awaitable(api: ApiClient): { api: ApiClient; settled: () => Promise<void> } {
  const calls: Promise<unknown>[] = [];
  const call = ((...args: Parameters<ApiClient['call']>) => {
    const pending = api.call(...args);
    calls.push(pending);
    return pending;
  }) as ApiClient['call'];
  return { api: { call }, settled: async () => { await Promise.allSettled(calls); } };
}

/**
 * SPEC §4.5's add-to-cart event: the fake the Gherkin reads and the typed client over the real server
 * (its tracking_events) keep a well-formed event as sent, and lose one the shop's declaration refuses
 * without throwing at the shopper (the browser reports it; the fake counts it).
 */
describe.each(dialects())('Tracking contract on %s', (dialect) => {
  let shop: RealShop;

  beforeAll(async () => { shop = await openRealShop(dialect); });
  afterAll(() => shop.close());

  const subjects: [string, () => Subject][] = [
    ['the in-memory fake', () => {
      const fake = new InMemoryTracking();
      return { tracking: fake, kept: async () => fake.events, lost: () => fake.refused.length };
    }],
    ['the typed client over the real server', () => {
      const { api, settled } = awaitable(shop.visitor());
      const lost: unknown[] = [];
      const tracking = new ApiTracking(api, { report: (error) => { lost.push(error); } });
      const kept = async () => {
        await settled();
        const rows = await shop.test.db.selectFrom('tracking_events').select('payload').where('event', '=', 'added_to_cart').orderBy('id').execute();
        return rows.map((r) => JSON.parse(r.payload) as { option_id: number; quantity: number; group_buy_id?: number })
          .map((p) => ({ optionId: p.option_id, quantity: p.quantity, groupBuyId: p.group_buy_id }) as Event);
      };
      return { tracking, kept, lost: () => lost.length };
    }],
  ];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Subject;
    beforeEach(async () => {
      s = subject();
      await shop.test.db.deleteFrom('tracking_events').execute();
    });

    it('keeps each add-to-cart event as sent, in order', async () => {
      s.tracking.addedToCart({ optionId: 7, quantity: 2, groupBuyId: 3 });
      s.tracking.addedToCart({ optionId: 8, quantity: 999, groupBuyId: 3 });
      expect(await s.kept()).toEqual([{ optionId: 7, quantity: 2, groupBuyId: 3 }, { optionId: 8, quantity: 999, groupBuyId: 3 }]);
      expect(s.lost()).toBe(0);
    });

    it('loses an event the shop refuses (no quantity, too many, no option) without throwing', async () => {
      expect(() => {
        s.tracking.addedToCart({ optionId: 7, quantity: 0, groupBuyId: 3 });
        s.tracking.addedToCart({ optionId: 7, quantity: 1000, groupBuyId: 3 });
        s.tracking.addedToCart({ optionId: 0, quantity: 1, groupBuyId: 3 });
      }).not.toThrow();
      expect(await s.kept()).toEqual([]);
      expect(s.lost()).toBe(3);
    });
  });
});
