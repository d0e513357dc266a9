import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const GEN_000405 = { error_code: 'GEN_000405', message: '不支援此請求方法' };

/** A page server in miniature: every other GET path is a page (server/ssr/registerPages.ts registers `GET /*`). */
async function pages(app: FastifyInstance): Promise<void> {
  app.get('/*', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>頁面</title>'));
}

/** Methods by registered path, from the routes Fastify was told of (wildcards left out). */
function methodsByPath(registered: { method: string; url: string }[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { method, url } of registered) {
    if (url.includes('*')) continue;
    const methods = out.get(url) ?? new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    out.set(url, methods);
  }
  return out;
}

const API = /^\/(api|resource|search|v\d)\//;
const matches = (url: string, path: string) => {
  const [a, b] = [url.split('/'), path.split('/')];
  return a.length === b.length && a.every((segment, i) => segment === b[i] || (segment.startsWith(':') && b[i] !== ''));
};

/** What Allow must say for a concrete path: every registered route it matches (a static path can also fit another's `:param`), and GET, HEAD of the pages outside the API. */
function allowFor(path: string, byPath: Map<string, Set<string>>): string {
  const methods = new Set<string>(API.test(path) ? [] : ['GET', 'HEAD']);
  for (const [url, ofUrl] of byPath) if (matches(url, path)) ofUrl.forEach((m) => methods.add(m));
  return ORDER.filter((m) => methods.has(m)).join(', ');
}

describe('a method a path does not have', () => {
  let t: TestApp;
  const registered: { method: string; url: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      registerPages: pages,
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) registered.push({ method: m, url });
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('is 405 with Allow and the documented error body on every registered path, before the CSRF and body checks', async () => {
    const byPath = methodsByPath(registered);
    expect(byPath.size).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const url of byPath.keys()) {
      const path = url.replace(/:[A-Za-z0-9_]+/g, '7');
      const allow = allowFor(path, byPath);
      for (const method of METHODS.filter((m) => !allow.split(', ').includes(m))) {
        // No platform header and an empty JSON body: the CSRF check (403) and the body parser (400) would refuse it first.
        const response = await t.app.inject({ method, url: path, headers: { 'content-type': 'application/json' } });
        const answer = { status: response.statusCode, allow: response.headers.allow, body: response.body };
        const expected = { status: 405, allow, body: JSON.stringify(GEN_000405) };
        if (JSON.stringify(answer) !== JSON.stringify(expected)) wrong.push(`${method} ${path}: ${JSON.stringify(answer)} (expected Allow ${allow})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('leaves the methods a path has alone, and unknown API paths 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/qa/categories' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/v1/qa/categories' })).statusCode).toBe(200);
    for (const method of METHODS) {
      const response = await t.app.inject({ method, url: '/v1/no-such-thing', headers: { platform: 'desktop', 'content-type': 'application/json' }, payload: '{}' });
      expect({ method, status: response.statusCode, allow: response.headers.allow }).toEqual({ method, status: 404, allow: undefined });
    }
  });

  it('answers a POST to a page 405 with Allow: GET, HEAD, and still renders the page on GET', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/groupbuy/12', headers: { platform: 'desktop', 'content-type': 'application/json' }, payload: '{}' });
    expect({ status: post.statusCode, allow: post.headers.allow, body: post.json() }).toEqual({ status: 405, allow: 'GET, HEAD', body: GEN_000405 });
    expect((await t.app.inject({ method: 'GET', url: '/groupbuy/12' })).statusCode).toBe(200);
  });
});
