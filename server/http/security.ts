import { randomBytes } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The policy: helmet's headers, with a CSP whose script-src and style-src carry per-request nonces. */
export function securityOptions(config: Config): FastifyHelmetOptions {
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // MUI sets a few style attributes (positioning); attributes cannot carry nonces.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The card hand-off page form-posts to the payment gateway's hosted page (NEWEBPAY_MPG_URL).
        // The store-map hand-off page form-posts to ECPay's e-map (ECPAY_LOGISTICS_URL).
        formAction: ["'self'", ...(config.payment ? [new URL(config.payment.mpgUrl).origin] : []), ...(config.logistics ? [new URL(config.logistics.url).origin] : [])],
        scriptSrcAttr: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    // HSTS only means something when the shop is served over HTTPS in production.
    strictTransportSecurity: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

interface Compiled {
  /** Every header helmet sets but the CSP, with helmet's own name spelling. */
  fixed: [string, string][];
  cspName: string;
  /** The CSP cut where the two nonces go, and which nonce goes into each cut. */
  cspPieces: string[];
  cspOrder: ('script' | 'style')[];
}

/**
 * Security headers: a CSP with per-request nonces (reply.cspNonce.script/.style for the SSR's
 * inline script and style tags), nosniff, frame-ancestors 'self', a strict referrer policy.
 *
 * @fastify/helmet rebuilds the whole policy from its options on every request (issue 12: a
 * measurable share of a page render). Its answer is taken once at start instead, from a probe app
 * with the same options, and each request gets those headers with its fresh nonces spliced in.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const compiled = await compileHeaders(securityOptions(config));
  // Filled by the hook below before any handler runs.
  app.decorateReply('cspNonce', null as never);
  app.addHook('onRequest', (_request, reply, done) => {
    // The same 16 random bytes per nonce as @fastify/helmet draws.
    const random = randomBytes(32).toString('hex');
    const nonces = { script: random.slice(0, 32), style: random.slice(32) };
    reply.cspNonce = nonces;
    for (const [name, value] of compiled.fixed) reply.raw.setHeader(name, value);
    reply.raw.setHeader(compiled.cspName, spliceNonces(compiled, nonces));
    done();
  });
}

function spliceNonces({ cspPieces, cspOrder }: Compiled, nonces: { script: string; style: string }): string {
  let value = cspPieces[0];
  cspOrder.forEach((which, index) => {
    value += nonces[which] + cspPieces[index + 1];
  });
  return value;
}

/** The headers @fastify/helmet sets for `options`, read from one request to a probe app. */
export async function compileHeaders(options: FastifyHelmetOptions): Promise<Compiled> {
  const probe = Fastify();
  const headers: [string, string][] = [];
  // Before helmet's hooks: records every header it sets, in its order and spelling.
  probe.addHook('onRequest', (_request, reply, done) => {
    const setHeader = reply.raw.setHeader.bind(reply.raw);
    reply.raw.setHeader = (name, value) => {
      headers.push([name, String(value)]);
      return setHeader(name, value);
    };
    done();
  });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => {
    reply.send({ nonces: reply.cspNonce });
  });
  const { nonces } = (await probe.inject({ method: 'GET', url: '/' })).json<{ nonces: { script: string; style: string } }>();
  await probe.close();
  const isCsp = ([name]: [string, string]) => name.toLowerCase() === 'content-security-policy';
  const csp = headers.find(isCsp);
  if (!csp) throw new Error('the security headers lack a Content-Security-Policy');
  return { fixed: headers.filter((header) => !isCsp(header)), cspName: csp[0], ...cutAtNonces(csp[1], nonces) };
}

function cutAtNonces(csp: string, nonces: { script: string; style: string }): Pick<Compiled, 'cspPieces' | 'cspOrder'> {
  const at = (['script', 'style'] as const).map((which) => ({ which, index: csp.indexOf(nonces[which]) })).sort((a, b) => a.index - b.index);
  if (at.some(({ index }) => index < 0)) throw new Error('the probe CSP lacks its nonces');
  const end = (n: number) => at[n].index + nonces[at[n].which].length;
  const cspPieces = [csp.slice(0, at[0].index), csp.slice(end(0), at[1].index), csp.slice(end(1))];
  return { cspPieces, cspOrder: at.map(({ which }) => which) };
}
