import type { TokenData as TokenDataBody } from '../../../contract/auth';
import type { TokenData } from '../../domain/user/UserMeta';
import { toTokenBody, toTokenData } from '../http/tokenMappers';

/** name → raw (still encoded) value, from a Cookie header. The first occurrence wins, as in browsers. */
export function parseCookieHeader(header: string | undefined | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

export interface SetCookie {
  name: string;
  value: string;
  /** True when the line deletes the cookie (Max-Age ≤ 0 or an Expires in the past). */
  expired: boolean;
}

export function parseSetCookie(line: string, nowMs: number): SetCookie | null {
  const [pair, ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  if (at <= 0) return null;
  let expired = false;
  for (const attribute of attributes) {
    const [key, raw = ''] = attribute.split('=');
    const name = key.trim().toLowerCase();
    if (name === 'max-age' && Number(raw.trim()) <= 0) expired = true;
    if (name === 'expires' && Date.parse(raw.trim()) <= nowMs) expired = true;
  }
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), expired };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The contract's TokenData shape, checked by hand: this runs on every page start in the browser,
 * and a zod schema here would put zod into the first bundle for three fields.
 */
function asTokenBody(value: unknown): TokenDataBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { access_token: access, refresh_token: refresh, expired_at: expiredAt } = value as Record<string, unknown>;
  if (typeof access !== 'string' || access === '' || typeof refresh !== 'string' || refresh === '') return null;
  return typeof expiredAt === 'number' && Number.isInteger(expiredAt) ? { access_token: access, refresh_token: refresh, expired_at: expiredAt } : null;
}

/** The auth_token_data cookie holds URL-encoded JSON of the contract's TokenData. */
export function decodeTokenCookie(raw: string | undefined): TokenData | null {
  if (!raw) return null;
  const text = safeDecode(raw);
  if (text === null) return null;
  try {
    const body = asTokenBody(JSON.parse(text));
    return body ? toTokenData(body) : null;
  } catch {
    return null;
  }
}

export const encodeTokenCookie = (token: TokenData): string => encodeURIComponent(JSON.stringify(toTokenBody(token)));
