/** The network settings of `loadConfig`: where the server listens, whose forwarded address it believes, how long it waits. */
import { BlockList, isIP } from 'node:net';

type Env = Record<string, string | undefined>;

export interface HttpLimits {
  /** Until a request's headers are complete: a client that never finishes them (slowloris) is cut off. */
  headersTimeoutMs: number;
  /** Until the whole request, body included, has arrived (the shop's own client gives up at 30 s too). */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** No byte either way on a connection (a stalled upload, a client that stops reading the answer). */
  idleTimeoutMs: number;
  /** Open connections from one address; connections from the configured proxies are exempt. */
  connectionsPerAddress: number;
}

/**
 * Idle must outlast the slowest answer (a page waits up to 30 s for its data, nginx 35 s for the app);
 * keep-alive stays above the proxy's upstream keep-alive (deploy/nginx.conf, 8 s) so nginx never reuses
 * a connection the app is closing; 64 connections are about ten browsers behind one address.
 */
export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 10_000, idleTimeoutMs: 60_000, connectionsPerAddress: 64,
};

const LOOPBACK_HOST = '127.0.0.1';
const ALL_INTERFACES = '0.0.0.0';
const OLD_TRUST_EVERYONE = ['1', 'true'];
const TRUST_PROXY_FORM = 'TRUST_PROXY=127.0.0.1 (a proxy on this machine) or TRUST_PROXY=10.0.0.5,10.1.0.0/16';

const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Matches addresses against a list of addresses and CIDRs; IPv4-mapped IPv6 (`::ffff:10.0.0.5`) matches its IPv4 rules. */
export function addressMatcher(entries: string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address!, family(address!));
    else list.addSubnet(address!, Number(prefix), family(address!));
  }
  return (address) => address !== undefined && isIP(address) !== 0 && list.check(address, family(address));
}

const loopback = addressMatcher(['127.0.0.0/8', '::1']);
export const isLoopback = (host: string): boolean => host === 'localhost' || loopback(host);

/** HOST: an IP address or `localhost`; unset = loopback in demo mode, every interface otherwise (behind a proxy or in a container). */
export function parseHost(raw: string | undefined, demoMode: boolean): string {
  const host = raw?.trim() ?? '';
  if (host === '') return demoMode ? LOOPBACK_HOST : ALL_INTERFACES;
  if (host !== 'localhost' && isIP(host) === 0) throw new Error(`HOST must be an IP address or localhost, got "${raw}"`);
  return host;
}

function proxyEntry(entry: string): string {
  const [address, prefix, extra] = entry.split('/');
  const bits = isIP(address ?? '') === 6 ? 128 : 32;
  const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= bits);
  if (isIP(address ?? '') === 0 || extra !== undefined || !validPrefix) {
    throw new Error(`TRUST_PROXY takes proxy addresses or CIDRs (a /0 would trust everyone), got "${entry}". Example: ${TRUST_PROXY_FORM}`);
  }
  return entry;
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed, a comma list of addresses and CIDRs; unset,
 * `0` or `false` = none. The old `1`/`true` (believe every caller) let anyone pick the address that
 * keys the sign-in lockout, so it is refused with the new form rather than guessed at.
 */
export function parseTrustProxy(raw: string | undefined): string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return [];
  if (OLD_TRUST_EVERYONE.includes(value.toLowerCase())) {
    throw new Error(`TRUST_PROXY=${value} no longer trusts every caller's X-Forwarded-For: list your proxies' addresses, e.g. ${TRUST_PROXY_FORM}`);
  }
  return value.split(',').map((entry) => proxyEntry(entry.trim()));
}

function bounded(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be ${min}-${max}, got "${raw}"`);
  return value;
}

/** The HTTP timeouts and the per-address connection bound; the defaults suit a shop, the environment may move them. */
export function parseHttpLimits(env: Env): HttpLimits {
  const minute = 60_000;
  const limits: HttpLimits = {
    headersTimeoutMs: bounded(env, 'HTTP_HEADERS_TIMEOUT_MS', HTTP_LIMITS.headersTimeoutMs, 1000, 2 * minute),
    requestTimeoutMs: bounded(env, 'HTTP_REQUEST_TIMEOUT_MS', HTTP_LIMITS.requestTimeoutMs, 1000, 10 * minute),
    keepAliveTimeoutMs: bounded(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', HTTP_LIMITS.keepAliveTimeoutMs, 1000, 10 * minute),
    idleTimeoutMs: bounded(env, 'HTTP_IDLE_TIMEOUT_MS', HTTP_LIMITS.idleTimeoutMs, 1000, 10 * minute),
    connectionsPerAddress: bounded(env, 'CONNECTIONS_PER_ADDRESS', HTTP_LIMITS.connectionsPerAddress, 1, 10_000),
  };
  // Node refuses a headers timeout above the request timeout; say which setting to move instead.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) throw new Error('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  return limits;
}
