import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One rendered anonymous page, with the CSP nonces its inline tags carry. */
export interface SharedPage {
  status: number;
  html: string;
  nonces: { script: string; style: string };
}

/** A kept page: when it goes stale, and its bodies compressed so far. */
export interface CachedPage extends SharedPage {
  expiresAt: number;
  encoded: Map<'br' | 'gzip', Buffer>;
}

export interface MicroCacheOptions {
  /** How long a page is served from memory; 0 turns the cache off (MICRO_CACHE_MS). */
  ttlMs: number;
  /** At most this many pages are kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * A micro-cache for anonymous pages (issue 12): a page rendered for a visitor without any cookie
 * is served to the next such visitors of the same URL and user agent for `ttlMs`, and concurrent
 * misses share one render. Only a cookie-less request can hit or fill it, so nothing of a member,
 * a campaign cookie or a cooldown can leak into another visitor's page; a render that sets a
 * cookie or answers anything but 200 is not kept.
 *
 * The cached HTML keeps the nonces it was rendered with and the reply's CSP is rewritten to them:
 * a nonce is then shared only by byte-identical documents within the TTL, which an injected tag
 * cannot learn before its own document is rendered, the threat the nonce guards against.
 */
export class MicroCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: MicroCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 500;
  }

  /** The cache key of a request that may use the cache, or null. */
  keyFor(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): string | null {
    if (this.options.ttlMs <= 0 || request.method !== 'GET' || request.headers.cookie || request.headers.authorization) return null;
    return `${request.headers['user-agent'] ?? ''}\n${request.url}`;
  }

  /**
   * The fresh page for `key`, or the one a concurrent render is making; otherwise renders it
   * (`render` returns null for a page that must not be shared) and keeps it.
   */
  async through(key: string, render: () => Promise<SharedPage | null>): Promise<{ page: CachedPage | null; hit: boolean }> {
    const cached = this.pages.get(key);
    if (cached && cached.expiresAt > this.now()) return { page: cached, hit: true };
    const inFlight = this.rendering.get(key);
    if (inFlight) {
      // A failed or unshareable render next door: this request renders its own page.
      const page = await inFlight.catch(() => null);
      if (page) return { page, hit: true };
    }
    const made = render().then((shared) => (shared ? this.keep(key, shared) : null));
    this.rendering.set(key, made);
    try {
      return { page: await made, hit: false };
    } finally {
      this.rendering.delete(key);
    }
  }

  private keep(key: string, shared: SharedPage): CachedPage {
    const page: CachedPage = { ...shared, expiresAt: this.now() + this.options.ttlMs, encoded: new Map() };
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}

/** Sends a cached page: its nonces in the reply's CSP, compressed once per encoding. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, hit: boolean): FastifyReply {
  const fresh = (reply as FastifyReply & { cspNonce?: { script: string; style: string } }).cspNonce;
  const csp = reply.getHeader('content-security-policy');
  if (fresh && typeof csp === 'string') {
    reply.header('content-security-policy', csp.replaceAll(`'nonce-${fresh.script}'`, `'nonce-${page.nonces.script}'`).replaceAll(`'nonce-${fresh.style}'`, `'nonce-${page.nonces.style}'`));
  }
  reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding').header('x-micro-cache', hit ? 'hit' : 'miss');
  reply.status(page.status).type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  let body = page.encoded.get(encoding);
  if (!body) {
    body = encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(page.html, { level: 6 });
    page.encoded.set(encoding, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = (Array.isArray(header) ? header.join(',') : header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
