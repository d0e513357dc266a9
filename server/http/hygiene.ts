import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Socket } from 'node:net';
import { ErrorCode } from '../../contract/common';
import type { Config } from '../config';
import { HttpError } from '../api/errors';
import { Messages } from '../api/messages';

/** Answers that carry tokens or a member's own data: never kept by a browser or a shared cache. */
const PRIVATE_JSON = /^\/(api\/auth|api\/userinfo|v2\/member)(\/|$)/;

const withSecure = (line: string): string => (/;\s*secure(;|$)/i.test(line) ? line : `${line}; Secure`);

function secureSetCookies(reply: FastifyReply): void {
  const lines = reply.getHeader('set-cookie');
  if (lines === undefined) return;
  // reply.header appends Set-Cookie lines, so the old ones go first.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', (Array.isArray(lines) ? lines : [String(lines)]).map(withSecure));
}

/**
 * Request and response hygiene: only origin-form targets (absolute-form and `*` are 400), no-store on
 * token / user-info / member JSON, and `Secure` on every cookie when the public origin is https —
 * cookies set by a server render included, since this runs on every reply.
 */
export function registerHygiene(app: FastifyInstance, config: Pick<Config, 'publicOrigin'>): void {
  const httpsOrigin = config.publicOrigin.startsWith('https:');
  app.addHook('onRequest', async (request) => {
    if (!request.raw.url?.startsWith('/')) throw new HttpError(400, ErrorCode.BAD_REQUEST, Messages.INVALID_INPUT);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (PRIVATE_JSON.test(request.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
    if (httpsOrigin) secureSetCookies(reply);
    return payload;
  });
  // A closing server still answers kept-alive connections: in our shape, and asking them to go.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new HttpError(503, ErrorCode.SERVICE_UNAVAILABLE, Messages.SERVICE_UNAVAILABLE);
  });
}

/**
 * Malformed HTTP never reaches a route: answer it in the documented shape too. A request whose headers
 * or body did not arrive in time (http/connectionLimits.ts) is a 408, the status HTTP has for it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy(error);
    return;
  }
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
  const body = JSON.stringify(timedOut
    ? { error_code: ErrorCode.REQUEST_TIMEOUT, message: Messages.REQUEST_TIMEOUT }
    : { error_code: ErrorCode.BAD_REQUEST, message: Messages.INVALID_INPUT });
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
