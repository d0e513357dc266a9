import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contract/common';
import { API_CATCH_ALL_PREFIXES } from './errorHandling';
import { HttpError } from '../api/errors';
import { Messages } from '../api/messages';

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface PathMethods { pattern: RegExp; wildcard: boolean; methods: Set<string> }

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Fastify's path syntax as a regular expression: `:name` is one segment, a trailing `*` anything. */
const patternOf = (url: string) => new RegExp(`^${url.split('/').map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : escape(s))).join('/')}$`);
const isApiCatchAll = (url: string) => API_CATCH_ALL_PREFIXES.some((prefix) => url === `${prefix}/*`);
const underApiCatchAll = (path: string) => API_CATCH_ALL_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`));

/**
 * A method a path does not have is 405 with `Allow` (RFC 9110 §15.5.6), not the catch-all's 404 nor
 * the 400/403/415 of the checks behind this one: it runs before CSRF and body parsing. The methods of
 * a path are those of every route registered for it; the API's catch-all 404 routes never count, and
 * the page server's `GET /*` counts only outside the API prefixes (a POST to a page is 405 GET, HEAD).
 * Call before any route is registered (the onRoute hook collects them), after the security headers.
 */
export function registerMethodCheck(app: FastifyInstance): void {
  const routes = new Map<string, PathMethods>();
  app.addHook('onRoute', (route) => {
    if (isApiCatchAll(route.url)) return;
    const entry = routes.get(route.url) ?? { pattern: patternOf(route.url), wildcard: route.url.endsWith('*'), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
    routes.set(route.url, entry);
  });

  const allowedFor = (path: string): string[] => {
    const allowed = new Set<string>();
    const api = underApiCatchAll(path);
    for (const entry of routes.values()) {
      if ((entry.wildcard && api) || !entry.pattern.test(path)) continue;
      for (const method of entry.methods) allowed.add(method);
    }
    return ORDER.filter((method) => allowed.has(method));
  };

  app.addHook('onRequest', async (request) => {
    const matched = request.routeOptions.url;
    // A route took the request (a page's GET /* included): the method exists for this path.
    if (matched !== undefined && !isApiCatchAll(matched)) return;
    const allowed = allowedFor(request.url.split('?')[0]);
    if (allowed.length === 0 || allowed.includes(request.method)) return;
    throw new HttpError(405, ErrorCode.METHOD_NOT_ALLOWED, Messages.METHOD_NOT_ALLOWED, { headers: { allow: allowed.join(', ') } });
  });
}
