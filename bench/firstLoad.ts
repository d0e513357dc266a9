import { gzipSync } from 'node:zlib';

/** Gzip bytes of every script a page loads before it is interactive: entry, preloads, lazy route chunk. */
export async function firstLoadJs(baseUrl: string, pagePath: string, headers: Record<string, string> = {}): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(`${baseUrl}${pagePath}`, { headers })).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)) sources.add(match[1]);
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, gzipBytes };
}
