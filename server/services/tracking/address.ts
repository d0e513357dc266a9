import { isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded; null when it does not parse. */
function ipv6Groups(address: string): string[] | null {
  const [head, tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * The key a client address is counted under by the per-address bounds: an IPv4 address as it is
 * (also when it arrives IPv4-mapped), an IPv6 address by its /64 — one subscriber line gets a whole
 * /64 and can walk through it, so counting single IPv6 addresses would bound nothing.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}
