import type { PageMeta } from './PageMeta';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must never close the element early. */
const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/[<>\u2028\u2029]/g, (char) => JSON_ESCAPES[char]);

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function renderHead(meta: PageMeta, origin: string, nonce: string): string {
  const image = new URL(meta.image.url, origin).href;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.canonicalPath ? `<link rel="canonical" href="${escapeHtml(origin + meta.canonicalPath)}" />` : '',
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}" />` : '',
    `<meta property="og:site_name" content="寶貝揪團" />`,
    `<meta property="og:locale" content="zh_TW" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:type" content="${escapeHtml(meta.image.type)}" />`,
    `<meta property="og:image:width" content="${meta.image.width}" />`,
    `<meta property="og:image:height" content="${meta.image.height}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    ...meta.jsonLd.map((item) => `<script type="application/ld+json" nonce="${nonce}">${safeJson(item)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
