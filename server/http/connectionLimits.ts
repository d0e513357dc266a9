import type { Server, ServerOptions } from 'node:http';
import { addressMatcher, type HttpLimits } from '../networkConfig';

/** Node checks the header and request deadlines on a timer (30 s by default): check often enough that they hold. */
const checkEvery = (limits: HttpLimits): number => Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));

/**
 * The server's timeouts (HttpLimits in networkConfig.ts): a client that never finishes its headers or
 * its body, or lets a connection sit, is cut off instead of holding a socket for ever.
 */
export function timeoutOptions(limits: HttpLimits): { connectionTimeout: number; keepAliveTimeout: number; requestTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: checkEvery(limits) },
  };
}

const plainAddress = (address: string | undefined): string | undefined => address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * At most `connectionsPerAddress` open connections from one address: the next one is closed at once,
 * before a byte is read. The configured proxies are exempt (their connections carry many clients; the
 * proxy bounds each client itself, deploy/nginx.conf's limit_conn).
 */
export function limitConnectionsPerAddress(server: Server, limits: Pick<HttpLimits, 'connectionsPerAddress'>, trustedProxies: string[]): void {
  const isProxy = addressMatcher(trustedProxies);
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = plainAddress(socket.remoteAddress);
    if (address === undefined || isProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= limits.connectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
