import { MicroCache, type SharedPage } from '../../../server/ssr/microCache';

const request = (headers: Record<string, string> = {}, method = 'GET', url = '/mall/all') => ({ method, url, headers: { 'user-agent': 'UA', ...headers } });
const page = (html: string): SharedPage => ({ status: 200, html, nonces: { script: 's', style: 't' } });

describe('MicroCache: anonymous pages shared for a moment (issue 12)', () => {
  it('only a cookie-less GET without credentials may use it, and only while it is on', () => {
    const cache = new MicroCache({ ttlMs: 1000 });
    expect(cache.keyFor(request())).toBe('UA\n/mall/all');
    expect(cache.keyFor(request({ cookie: 'auth_token_data=x' }))).toBeNull();
    expect(cache.keyFor(request({ cookie: 'anonymous_id=abcdefgh' }))).toBeNull();
    expect(cache.keyFor(request({ authorization: 'Bearer x' }))).toBeNull();
    expect(cache.keyFor(request({}, 'HEAD'))).toBeNull();
    expect(new MicroCache({ ttlMs: 0 }).keyFor(request())).toBeNull();
  });

  it('keys by user agent too: the in-app and phone layouts are different pages', () => {
    const cache = new MicroCache({ ttlMs: 1000 });
    expect(cache.keyFor(request({ 'user-agent': 'Mozilla JiutuanApp/7.2.0 (ios)' }))).not.toBe(cache.keyFor(request()));
  });

  it('serves a kept page until it goes stale, then renders again', async () => {
    let now = 0;
    const cache = new MicroCache({ ttlMs: 1000, now: () => now });
    let renders = 0;
    const render = async () => page(`v${++renders}`);
    expect(await cache.through('k', render)).toMatchObject({ hit: false, page: { html: 'v1' } });
    now = 999;
    expect(await cache.through('k', render)).toMatchObject({ hit: true, page: { html: 'v1' } });
    now = 1000;
    expect(await cache.through('k', render)).toMatchObject({ hit: false, page: { html: 'v2' } });
  });

  it('lets concurrent misses share one render', async () => {
    const cache = new MicroCache({ ttlMs: 1000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page('one');
    };
    const results = await Promise.all([cache.through('k', render), cache.through('k', render), cache.through('k', render)]);
    expect(renders).toBe(1);
    expect(results.map((r) => r.page?.html)).toEqual(['one', 'one', 'one']);
  });

  it('keeps nothing a render would not share, and a waiter then renders its own', async () => {
    const cache = new MicroCache({ ttlMs: 1000 });
    let renders = 0;
    const unshareable = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return null;
    };
    const [first, second] = await Promise.all([cache.through('k', unshareable), cache.through('k', unshareable)]);
    expect([first.page, second.page]).toEqual([null, null]);
    expect(renders).toBe(2);
    expect((await cache.through('k', async () => page('later'))).hit).toBe(false);
  });

  it('drops the oldest page beyond its size', async () => {
    const cache = new MicroCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.through(key, async () => page(key));
    expect((await cache.through('a', async () => page('a2'))).page?.html).toBe('a2');
    expect((await cache.through('c', async () => page('c2'))).page?.html).toBe('c');
  });
});
