import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, Header } from '../../contract/common';
import type { Config } from '../config';
import { HttpError } from './errors';
import { Messages } from './messages';

/** The JSON API's path space (DESIGN.md "API conventions"); everything else is pages and assets. */
export const API_PATH = /^\/(api|v\d|resource|search)(\/|$)|^\/line-member-binding(\/|\?|$)/;
export const isApiPath = (url: string): boolean => API_PATH.test(url);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers: a CSP with per-request nonces (reply.cspNonce.script/.style for the SSR's
 * inline script and style tags), nosniff, frame-ancestors 'self', a strict referrer policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
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
        formAction: ["'self'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    // HSTS only means something when the shop is served over HTTPS in production.
    strictTransportSecurity: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}

/**
 * CSRF defence: a cross-site form can neither add a custom header nor send JSON with one, so
 * state-changing API calls must carry the `platform` header the shop's own clients always send.
 */
export function requirePlatformHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return;
    const platform = request.headers[Header.PLATFORM];
    if (typeof platform !== 'string' || platform.trim() === '') {
      throw new HttpError(403, ErrorCode.PLATFORM_HEADER_REQUIRED, Messages.PLATFORM_HEADER_REQUIRED);
    }
  });
}
