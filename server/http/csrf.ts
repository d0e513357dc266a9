import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, Header } from '../../contract/common';
import type { Config } from '../config';
import { HttpError } from '../api/errors';
import { Messages } from '../api/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `provider-callback`: a form post from an outside provider (payment, store map) that cannot send
     * our header or JSON. Such a route must authenticate the post itself (signature, one-time state).
     * `text-body`: a declared endpoint whose body is text of its own type (`consumes`, the CSV import): every
     * other check stands, and that type (no cross-site form can send it) stands in for JSON.
     */
    csrf?: 'provider-callback' | 'text-body';
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none']);

const isJson = (contentType: string | undefined): boolean => {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
};

const isText = (contentType: string | undefined): boolean => (contentType ?? '').split(';')[0].trim().toLowerCase() === 'text/csv';

type OriginConfig = Pick<Config, 'publicOrigin' | 'demoMode' | 'port'>;

/**
 * The origins a page of ours is opened at: PUBLIC_ORIGIN, and in demo mode (which listens on loopback)
 * the loopback addresses of the port it listens on, so the quick start opened at 127.0.0.1 can write.
 */
export function ownOrigins(config: OriginConfig, localPort?: number): Set<string> {
  const origins = new Set([config.publicOrigin]);
  if (!config.demoMode) return origins;
  for (const port of new Set([config.port, localPort])) {
    if (!port) continue;
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) origins.add(`http://${host}:${port}`);
  }
  return origins;
}

function crossSite(request: FastifyRequest, config: OriginConfig): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && !ownOrigins(config, request.socket?.localPort).has(origin)) return true;
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && !SAME_ORIGIN_FETCH.has(site);
}

/**
 * CSRF defence for every state change, decided on the matched route (never the raw URL, which may be
 * percent-encoded): the `platform` header only our clients send, no foreign Origin / Sec-Fetch-Site,
 * and a JSON body (a cross-site form can send none of these). Bodiless calls send `{}`.
 */
export function registerCsrfCheck(app: FastifyInstance, config: OriginConfig): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.csrf === 'provider-callback') return;
    const platform = request.headers[Header.PLATFORM];
    if (typeof platform !== 'string' || platform.trim() === '') {
      throw new HttpError(403, ErrorCode.PLATFORM_HEADER_REQUIRED, Messages.PLATFORM_HEADER_REQUIRED);
    }
    if (crossSite(request, config)) throw new HttpError(403, ErrorCode.FORBIDDEN, Messages.CROSS_SITE_REFUSED);
    if (!isJson(request.headers['content-type']) && !(request.routeOptions.config?.csrf === 'text-body' && isText(request.headers['content-type']))) {
      throw new HttpError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, Messages.JSON_BODY_REQUIRED);
    }
  });
}
