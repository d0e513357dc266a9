import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry one-time secrets (e-mail verification, OAuth code and state). */
const SECRET_QUERY = /([?&](?:token|code|state|ticket|refresh_token|access_token)=)[^&#]*/gi;

export const maskUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[Redacted]');

/**
 * Pino options for the server log: no secret or token ever reaches it — credential headers, cookies
 * both ways, password and refresh-token fields of a logged body, and secrets in a query string.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-oauth-token"]',
        'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie', 'headers["x-oauth-token"]', 'headers["set-cookie"]',
        'body.password', 'body.refresh_token', 'body.access_token', '*.body.password', '*.body.refresh_token', '*.body.access_token',
      ],
      censor: '[Redacted]',
    },
    // Messages can quote a URL too (Fastify's "Route GET:/… not found").
    hooks: {
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskUrl(arg) : arg)));
      },
    },
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method, url: maskUrl(request.url), host: request.hostname, remoteAddress: request.ip,
      }),
    },
  };
}
