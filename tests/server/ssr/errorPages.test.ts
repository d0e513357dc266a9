import type { LightMyRequestResponse } from 'fastify';
import { createElement, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { call } from '../helpers/api';
import { dialects, type TestApp } from '../helpers/testApp';
import { BROWSER_ACCEPT, createPageApp, fullLoad, sourceRenderer } from './pageApp';

const BUSY = '網站忙碌中，請稍候片刻';

/** What a page that suspends during the server's synchronous render throws (the order result's old failure). */
function suspendingRender(): never {
  const Never = lazy(() => new Promise<never>(() => undefined));
  renderToString(createElement(Never));
  throw new Error('rendered without suspending');
}

/** Stand-ins for the build manifest's tags: the error view's stylesheet lives in the not-found route's chunk. */
const errorViewTags = (chunks: string[]) => (chunks.includes('src/ui/pages/errors/NotFoundRoute.tsx')
  ? { styles: '<style data-href="/assets/errors.css">.view{}</style>', scripts: '<link rel="modulepreload" crossorigin href="/assets/Errors.js" />' }
  : { styles: '', scripts: '' });

function expectBusyPage(response: LightMyRequestResponse, path: string) {
  expect(response.statusCode).toBe(500);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toMatch(/^<!DOCTYPE html>/);
  expect(response.body).toContain(BUSY);
  expect(response.body).toContain('<title>網站忙碌中｜寶貝揪團</title>');
  expect(response.body).toContain('<meta name="robots" content="noindex" />');
  expect(response.body).not.toContain('error_code');
  // A static document: no entry script to hydrate a page that never rendered.
  expect(response.body).not.toMatch(/<script\b/);
  expect(response.body).toContain(`href="${path.replaceAll('&', '&amp;')}"`);
}

describe.each(dialects())('a page that fails is never bare JSON to a browser (%s)', (dialect) => {
  let t: TestApp;
  let broken: TestApp;

  beforeAll(async () => {
    t = await createPageApp(dialect, { seed: 0.02 });
    // A page path the shop answers with the API's error shapes: an unexpected throw, and a known refusal.
    t.app.get('/broken-page', async () => {
      throw new Error('boom');
    });
    broken = await createPageApp(dialect, {
      seed: 0.02,
      renderer: sourceRenderer({ entry: async () => ({ ...(await sourceRenderer().entry()), render: async () => suspendingRender() }), preloadFor: errorViewTags }),
    });
  });
  afterAll(async () => {
    await t.close();
    await broken.close();
  });

  it('a render that throws (a component suspended during the synchronous render) answers the busy page, whatever the Accept', async () => {
    for (const accept of [BROWSER_ACCEPT, '*/*', 'application/json']) {
      const response = await broken.app.inject({ method: 'GET', url: '/groupbuy/pay/v2/1?from=mail&x=1', headers: { accept } });
      expectBusyPage(response, '/groupbuy/pay/v2/1?from=mail&x=1');
    }
  });

  it('is styled like the routed error pages: the error view\'s stylesheet with this response\'s nonce, and no script preload', async () => {
    const response = await fullLoad(broken.app, '/market/1');
    const styleNonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
    expect(response.body).toContain(`<style nonce="${styleNonce}" data-href="/assets/errors.css">.view{}</style>`);
    expect(response.body).not.toContain('modulepreload');
  });

  it('the retry link never leaves the shop', async () => {
    const response = await fullLoad(broken.app, '//evil.example/x');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('evil.example');
  });

  it('without the SSR entry at all: the busy copy on a bare document, still HTML', async () => {
    const dead = await createPageApp(dialect, { seed: 0.02, renderer: sourceRenderer({ entry: async () => Promise.reject(new Error('no bundle')) }) });
    const response = await fullLoad(dead.app, '/market/1');
    await dead.close();
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(BUSY);
  });

  it('an API-shaped error on a page path: the error page for a browser, the JSON for a script', async () => {
    expectBusyPage(await fullLoad(t.app, '/broken-page'), '/broken-page');
    const fetched = await t.app.inject({ method: 'GET', url: '/broken-page', headers: { accept: 'application/json, text/plain, */*' } });
    expect(fetched.statusCode).toBe(500);
    expect(fetched.json()).toEqual({ error_code: 'GEN_000500', message: expect.any(String) });
  });

  it('a known refusal on a page path keeps its status with its own page (a form post the shop refuses)', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/groupbuy/pay/v2/1/cs-redirection', headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'chain=seven',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('error_code');
  });

  it('the JSON API keeps its JSON, even for a browser', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/no-such-call', headers: { accept: BROWSER_ACCEPT } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    const refused = await call(t.app, 'GET', '/v1/checkouts/1', { headers: { accept: BROWSER_ACCEPT } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error_code: expect.any(String) });
  });
});
