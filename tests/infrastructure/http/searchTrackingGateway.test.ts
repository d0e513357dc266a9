import { ApiSearchTrackingGateway } from '../../../src/infrastructure/http/ApiSearchTrackingGateway';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { apiClientOf } from '../../server/helpers/apiClient';
import { createTestApp, type TestApp } from '../../server/helpers/testApp';

/** The search-tracking gateway over the typed client, to the real collector: over HTTP (the browser) and in process (the page server). */
describe.each(['http', 'in-process'] as const)('ApiSearchTrackingGateway %s', (via) => {
  let t: TestApp;
  let gateway: ApiSearchTrackingGateway;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    gateway = new ApiSearchTrackingGateway(apiClientOf(t.app, new InMemoryTokenStore(), via));
  });
  afterAll(() => t.close());

  const stored = (queryId: string) => t.db.selectFrom('search_events').select(['kind', 'object_id', 'position', 'visitor_id']).where('query_id', '=', queryId).orderBy('id').execute();

  it('sends a click and a conversion under the device id header', async () => {
    await gateway.clicked({ query_id: `q-${via}`, index: 'groupbuy', object_id: '42', event: 'click', position: 2 }, `device-${via}-01`);
    await gateway.converted({ query_id: `q-${via}`, index: 'groupbuy', object_id: '42', event: 'add_to_cart' }, `device-${via}-01`);
    expect(await stored(`q-${via}`)).toEqual([
      { kind: 'click', object_id: '42', position: 2, visitor_id: `device-${via}-01` },
      { kind: 'convert', object_id: '42', position: null, visitor_id: `device-${via}-01` },
    ]);
  });

  it('sends without the header when there is no device id (the collector issues one)', async () => {
    await gateway.clicked({ query_id: `q-none-${via}`, index: 'groupbuy', object_id: '7', event: 'click', position: 1 }, null);
    const [row] = await stored(`q-none-${via}`);
    expect(row.visitor_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a click the contract refuses before sending it', async () => {
    await expect(gateway.clicked({ query_id: ' ', index: 'groupbuy', object_id: '7', event: 'click', position: 1 }, null)).rejects.toThrow();
    expect(await stored(' ')).toEqual([]);
  });
});
