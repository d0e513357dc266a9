import type { PhotoFormat } from './PhotoStore';

/** Whether the Accept header names this media type itself with a q above 0 (wildcards such as image/\* do not count). */
function named(accept: string, type: string): boolean {
  for (const part of accept.toLowerCase().split(',')) {
    const [range, ...params] = part.split(';').map((p) => p.trim());
    if (range !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * AVIF, then WebP, when the browser names them (browsers that decode them do, for images); JPEG
 * otherwise — a wildcard promises nothing about newer formats, and every browser and app reads JPEG.
 */
export function photoFormatFor(accept: string | undefined): PhotoFormat {
  const header = accept ?? '';
  if (named(header, 'image/avif')) return 'avif';
  if (named(header, 'image/webp')) return 'webp';
  return 'jpeg';
}
