/** The image a page marks as its largest paint (`fetchPriority="high"`), as React renders it. */
const LCP_IMAGE = /<img\b[^>]*\bfetchPriority="high"[^>]*>/;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * A preload of the page's largest-paint image, for the top of the head: asked for before the
 * modulepreloads, the image does not queue behind the scripts for one of the browser's six HTTP/1.1
 * connections (nor, on a slow phone line, share its first bytes with them). The attribute values are
 * React's already-escaped text, copied as they are. An empty string when the page marks no image.
 */
export function lcpImagePreload(html: string): string {
  const tag = LCP_IMAGE.exec(html)?.[0];
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) return '';
  const srcSet = attribute(tag, 'srcSet');
  const sizes = attribute(tag, 'sizes');
  const responsive = [srcSet && ` imagesrcset="${srcSet}"`, sizes && ` imagesizes="${sizes}"`].filter(Boolean).join('');
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high" />`;
}
