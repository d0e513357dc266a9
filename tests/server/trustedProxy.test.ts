import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../server/config';
import { API_HEADERS } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

const PROXY = '10.0.0.5';

describe.each(dialects())('X-Forwarded-For with TRUST_PROXY set to the proxy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { trustProxy: loadConfig({ TRUST_PROXY: `${PROXY},10.9.0.0/16` }).trustProxy } });
  });
  afterAll(() => t.close());

  /** Failed sign-ins for 30 different e-mails, so only the per-address limit can refuse them. */
  const failures = (run: string, remoteAddress: string, forwardedFor: (i: number) => string | undefined) => Promise.all(
    Array.from({ length: 30 }, (_, i) => {
      const forwarded = forwardedFor(i);
      return t.app.inject({
        method: 'POST', url: '/v2/member/login', remoteAddress,
        headers: { ...API_HEADERS, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
        payload: { email: `${run}${i}@example.com`, password: 'wrong-password' },
      });
    }),
  );

  it('locks out a caller that is not the proxy, whatever X-Forwarded-For it makes up, like one that sends none', async () => {
    const plain = statuses(await failures('plain', '198.51.100.60', () => undefined));
    const spoofed = statuses(await failures('spoof', '198.51.100.61', (i) => `203.0.113.${i + 1}`));
    expect(plain[429]).toBeGreaterThan(0);
    expect(spoofed).toEqual(plain);
  });

  it('keys the limits on the client address the proxy forwards', async () => {
    // Through the proxy, thirty clients fail once each: nobody is locked out.
    expect(statuses(await failures('many', PROXY, (i) => `203.0.113.${i + 101}`))).toEqual({ 401: 30 });
    // One client through the proxy (and through another proxy of the listed range) is locked out like a direct one.
    const one = statuses(await failures('one', '10.9.3.4', (i) => `192.0.2.7, ${i % 2 === 0 ? PROXY : '10.9.3.5'}`));
    expect(one).toEqual(statuses(await failures('direct', '198.51.100.62', () => undefined)));
    expect(one[429]).toBeGreaterThan(0);
  });
});
