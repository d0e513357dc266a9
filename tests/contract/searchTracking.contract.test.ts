import type { SearchTrackingGateway } from '../../src/application/searchTracking/ports';
import type { SearchClick } from '../../src/domain/searchTracking/searchEvents';
import { ApiSearchTrackingGateway } from '../../src/infrastructure/http/ApiSearchTrackingGateway';
import { InMemorySearchTrackingGateway } from '../../src/infrastructure/memory/InMemorySearchTracking';
import { dialects } from '../server/helpers/testApp';
import { openRealShop, type RealShop } from './helpers/realShop';

const CLICK: SearchClick = { query_id: 'q-0123456789abcdef', index: 'groupbuy', object_id: '42', event: 'click', position: 3 };

/**
 * click-after-search and convert-after-search (SPEC §5, §7): the fake the Gherkin reads, and the typed
 * client over the real server, keep a well-formed event (the fake in its list, the server in
 * search_events) and refuse a malformed one before anything is kept.
 */
describe.each(dialects())('SearchTrackingGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let fake: InMemorySearchTrackingGateway;

  beforeAll(async () => { shop = await openRealShop(dialect); });
  afterAll(() => shop.close());

  /** What each side kept, as (kind, object, position) rows. */
  const subjects: [string, () => { gateway: SearchTrackingGateway; kept: () => Promise<unknown[]> }][] = [
    ['the in-memory fake', () => {
      fake = new InMemorySearchTrackingGateway();
      return { gateway: fake, kept: async () => [...fake.clicks.map((c) => ['click', c.click.object_id, c.click.position]), ...fake.conversions.map((c) => ['convert', c.conversion.object_id, null])] };
    }],
    ['the typed client over the real server', () => ({
      gateway: new ApiSearchTrackingGateway(shop.visitor()),
      kept: async () => (await shop.test.db.selectFrom('search_events').select(['kind', 'object_id', 'position']).orderBy('id').execute()).map((r) => [r.kind, r.object_id, r.position]),
    })],
  ];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: ReturnType<(typeof subjects)[number][1]>;
    beforeEach(async () => {
      s = subject();
      await shop.test.db.deleteFrom('search_events').execute();
    });

    it('keeps a click and a conversion of a search result', async () => {
      await s.gateway.clicked(CLICK, 'device-0001');
      await s.gateway.converted({ query_id: CLICK.query_id, index: CLICK.index, object_id: CLICK.object_id, event: 'add_to_cart' }, null);
      expect(await s.kept()).toEqual([['click', '42', 3], ['convert', '42', null]]);
    });

    it('refuses a click with no search, no result or no position, and keeps nothing', async () => {
      await expect(s.gateway.clicked({ ...CLICK, query_id: '' }, null)).rejects.toThrow();
      await expect(s.gateway.clicked({ ...CLICK, object_id: '' }, null)).rejects.toThrow();
      await expect(s.gateway.clicked({ ...CLICK, position: 0 }, null)).rejects.toThrow();
      await expect(s.gateway.converted({ query_id: 'q', index: '', object_id: '42', event: 'add_to_cart' }, null)).rejects.toThrow();
      expect(await s.kept()).toEqual([]);
    });
  });
});
