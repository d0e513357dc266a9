import 'reflect-metadata';
import { buildContainer } from '../../../src/infrastructure/di/buildContainer';
import type { AxiosAdapter } from 'axios';
import { QaEndpoints } from '../../../contract/endpoints/qa';
import type { QaGateway } from '../../../src/application/qa/ports';
import { QA_TOKENS } from '../../../src/application/qa/tokens';
import { inProcessBindings } from '../../../server/ssr/inprocess/inProcessBindings';
import { createTestApp, type TestApp } from '../helpers/testApp';

describe('the page server binds in-process adapters per request', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp('sqlite', { seed: 0.05 });
  });
  afterAll(() => api.close());

  const noCall: AxiosAdapter = async () => { throw new Error('no API call expected'); };
  const requestContainer = (cookieHeader: string | undefined, transport = noCall) => {
    const bind = inProcessBindings({ ...api, now: Date.now, parseCookie: (header) => api.app.parseCookie(header) }, () => {});
    return buildContainer({
      runtime: 'server', apiBaseUrl: '', platform: 'desktop', cookieHeader,
      transport,
      overrides: (container) => bind(container, { userAgent: 'jest' }),
    });
  };

  it('leaves the forum to the typed client: a read names its declared endpoint, which the page server runs in process', async () => {
    const asked: unknown[] = [];
    const container = requestContainer('bench=uncached', async (config) => {
      asked.push(config.endpoint);
      throw new Error('recorded');
    });
    await expect(container.get<QaGateway>(QA_TOKENS.QaGateway).categories()).rejects.toBeDefined();
    expect(asked).toEqual([QaEndpoints.categories]);
  });
});
