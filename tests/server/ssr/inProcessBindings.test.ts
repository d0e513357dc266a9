import 'reflect-metadata';
import type { AxiosAdapter } from 'axios';
import type { EndpointDispatch } from '../../../contract/endpoint';
import { QaEndpoints } from '../../../contract/endpoints/qa';
import type { QaGateway } from '../../../src/application/qa/ports';
import { QA_TOKENS } from '../../../src/application/qa/tokens';
import { buildContainer } from '../../../src/infrastructure/di/buildContainer';

/**
 * A page request's container (entry-server): the ports are the browser's gateways over the typed
 * client, and with the page server's `dispatch` a call goes straight to the declared endpoint's
 * handler — axios is not on the way unless the shop asks for a token refresh.
 */
describe("the page server's container", () => {
  const noAxios: AxiosAdapter = async () => { throw new Error('no axios call expected'); };

  it('sends a gateway call straight to its declared endpoint, with the visitor\'s headers', async () => {
    const asked: { endpoint: unknown; headers: Record<string, string> }[] = [];
    const dispatch: EndpointDispatch = async (endpoint, call) => {
      asked.push({ endpoint, headers: call.headers });
      return { status: 200, body: { data: { categories: [] } }, headers: {} };
    };
    const container = buildContainer({
      runtime: 'server', apiBaseUrl: '', platform: 'mobile', cookieHeader: 'bench=uncached', userAgent: 'jest', transport: noAxios, dispatch,
    });
    await container.get<QaGateway>(QA_TOKENS.QaGateway).categories();
    expect(asked).toEqual([{ endpoint: QaEndpoints.categories, headers: { platform: 'mobile', cookie: 'bench=uncached', 'user-agent': 'jest' } }]);
  });
});
