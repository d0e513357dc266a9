import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders, securityOptions } from '../../server/http/security';
import { testConfig } from './helpers/testApp';

/** A bare app answering with the reply's nonces, its security headers from `install`. */
async function appWith(install: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  await install(app);
  app.get('/', (_request, reply) => {
    reply.send(reply.cspNonce);
  });
  return app;
}

/** A response's headers as the browser reads them, with this response's nonces named instead. */
async function headersOf(app: FastifyInstance): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/' });
  const nonces = response.json<{ script: string; style: string }>();
  expect(nonces.script).toMatch(/^[0-9a-f]{32}$/);
  expect(nonces.style).toMatch(/^[0-9a-f]{32}$/);
  const { date: _date, ...headers } = response.headers;
  const csp = String(headers['content-security-policy']).replace(nonces.script, 'SCRIPT').replace(nonces.style, 'STYLE');
  return { ...headers, 'content-security-policy': csp };
}

describe.each([false, true])('the precompiled security headers (production %s)', (isProduction) => {
  const config = { ...testConfig(), isProduction };

  it('are exactly the headers @fastify/helmet sends for the same policy', async () => {
    const ours = await appWith((app) => registerSecurityHeaders(app, config));
    const helmets = await appWith(async (app) => {
      await app.register(helmet, securityOptions(config));
    });
    expect(await headersOf(ours)).toEqual(await headersOf(helmets));
    expect((await headersOf(ours))['content-security-policy']).toContain("script-src 'self' 'nonce-SCRIPT';style-src 'self' 'nonce-STYLE'");
  });

  it('draw fresh nonces for every response', async () => {
    const app = await appWith((instance) => registerSecurityHeaders(instance, config));
    const [first, second] = await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/' })]);
    expect(first.json()).not.toEqual(second.json());
    expect(first.headers['content-security-policy']).toContain(`'nonce-${first.json<{ script: string }>().script}'`);
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });
});
