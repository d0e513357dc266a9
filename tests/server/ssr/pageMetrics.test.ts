import type { TestApp } from '../helpers/testApp';
import { createPageApp, fullLoad } from './pageApp';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('page render metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageApp('sqlite', { config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('time each server-rendered page by its type, with every unknown URL one type', async () => {
    expect((await fullLoad(t.app, '/groupbuy/1')).statusCode).toBe(200);
    expect((await fullLoad(t.app, '/qa')).statusCode).toBe(200);
    for (const url of ['/no-such-page-1', '/no-such-page-2']) expect((await fullLoad(t.app, url)).statusCode).toBe(404);
    const body = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const count = (page: string) => Number(new RegExp(`^ssr_render_seconds_count\\{page="${page}"\\} (\\d+)$`, 'm').exec(body)?.[1]);
    expect([count('groupbuy'), count('qa'), count('not_found')]).toEqual([1, 1, 2]);
    expect(body).not.toContain('no-such-page');
  });
});
