import { gzipSync } from 'node:zlib';

/**
 * A fetch tried once more when the server closed a kept-alive connection as it was reused: after a
 * minute-long Lighthouse run the pooled socket can meet the server's keep-alive timeout (a bench run
 * once died of it).
 */
async function fetchAgainOnClose(url: string | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

/** Gzip bytes of every script a page loads before it is interactive: entry, preloads, lazy route chunk. */
export async function firstLoadJs(baseUrl: string, pagePath: string, headers: Record<string, string> = {}): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetchAgainOnClose(`${baseUrl}${pagePath}`, { headers })).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)) sources.add(match[1]);
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetchAgainOnClose(new URL(source, baseUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, gzipBytes };
}
