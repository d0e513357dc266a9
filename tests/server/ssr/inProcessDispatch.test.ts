import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { envelope } from '../../../contract/common';
import type { Endpoint } from '../../../contract/endpoint';
import { endpointTable } from '../../../server/http/registerEndpoints';
import type { ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { signIn } from '../helpers/api';
import { clientsOf } from '../helpers/apiClient';
import { routeSamples, type RouteSamples } from '../helpers/routeSamples';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';

type Outcome = { data: unknown } | { failure: { kind: string; status: number; code?: string } };

/**
 * The page server calls every declared endpoint in process (server/ssr/inProcessTransport.ts), straight
 * from the typed client or through its axios path: each answer must be the one the API gives over
 * HTTP, data and failures alike, for a stranger and for a member. One suite for every declared GET
 * endpoint, in place of a pair test per port.
 */
describe.each(dialects())('in-process calls answer as the API (%s)', (dialect) => {
  let t: TestApp;
  let samples: RouteSamples;
  const tokens = new InMemoryTokenStore();
  const clients: Record<'http' | 'inProcess', AxiosInstance> = {} as never;
  let direct: ApiClient;

  beforeAll(async () => {
    // No demo jobs: the fulfilment job moving an order between the two reads of a URL would differ them.
    t = await createTestApp(dialect, { seed: 0.02, demoJobs: false });
    const wire = await signIn(t.app, 'amy@example.com', 'jiutuan-demo-1');
    const amy = await t.db.selectFrom('members').select('id').where('email', '=', 'amy@example.com').executeTakeFirstOrThrow();
    samples = await routeSamples(t.app, t.db, { id: amy.id, token: wire.access_token });
    tokens.save({ accessToken: wire.access_token, refreshToken: wire.refresh_token, expiredAt: wire.expired_at });
    clients.http = clientsOf(t.app, tokens, 'http').http;
    const inProcess = clientsOf(t.app, tokens, 'in-process');
    clients.inProcess = inProcess.http;
    direct = inProcess.api;
  }, 120_000);
  afterAll(() => t.close());

  const declaredGets = () => [...endpointTable(t.app).values()].map((h) => h.endpoint).filter((e) => e.method === 'GET');
  const urlsOf = (e: Endpoint) => {
    const documented = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    return samples[documented] ?? (e.path.includes(':') ? [] : [e.path]);
  };
  /** Each path parameter malformed, zero and unknown: the 400s and 404s must match too. */
  const oddUrlsOf = (e: Endpoint) => (e.path.includes(':') ? ['abc', '0', '2000000'].map((bad) => e.path.replace(/:[A-Za-z0-9_]+/g, bad)) : []);

  async function outcome(http: AxiosInstance, e: Endpoint, url: string, parse: boolean): Promise<Outcome> {
    try {
      const response = await http.request({ method: 'GET', url, endpoint: e });
      // An `envelope` endpoint's whole body is its answer (profile badges' `included` too).
      const schema = e.envelope ?? (e.response && envelope(e.response as never));
      const body = parse && schema ? z.parse(schema, response.data) : response.data;
      return { data: JSON.parse(JSON.stringify((e.envelope ? body : (body as { data: unknown }).data) ?? null)) };
    } catch (error) {
      const failure = error as { kind: string; status: number; code?: string };
      return { failure: { kind: failure.kind, status: failure.status, code: failure.code } };
    }
  }

  /** The typed client's own call: the URL's path parameters and query as the gateways pass them. */
  async function directOutcome(e: Endpoint, url: string): Promise<Outcome> {
    const { pathname, searchParams } = new URL(url, 'http://shop');
    const parts = pathname.split('/');
    const params = Object.fromEntries(e.path.split('/').map((name, i) => [name, parts[i]]).filter(([name]) => name.startsWith(':')).map(([name, v]) => [name.slice(1), decodeURIComponent(v)]));
    const query = Object.fromEntries(searchParams.entries());
    try {
      const data = await direct.call(e as never, { params, query } as never);
      return { data: JSON.parse(JSON.stringify(data ?? null)) };
    } catch (error) {
      const failure = error as { kind: string; status: number; code?: string };
      return { failure: { kind: failure.kind, status: failure.status, code: failure.code } };
    }
  }

  it('declares GET endpoints with sample URLs', () => {
    expect(declaredGets().length).toBeGreaterThan(0);
    expect(declaredGets().filter((e) => urlsOf(e).length === 0).map((e) => e.path)).toEqual([]);
  });

  it.each([['a signed-in member', true], ['a stranger', false]])('as %s', async (_who, signedIn) => {
    if (!signedIn) tokens.clear();
    for (const e of declaredGets()) {
      for (const url of [...urlsOf(e), ...oddUrlsOf(e)]) {
        const overHttp = await outcome(clients.http, e, url, true);
        expect({ url, answer: await outcome(clients.inProcess, e, url, false) }).toEqual({ url, answer: overHttp });
        expect({ url, direct: await directOutcome(e, url) }).toEqual({ url, direct: overHttp });
      }
    }
  }, 120_000);
});
