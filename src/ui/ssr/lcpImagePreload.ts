/** How React writes the attribute that marks a page's largest-paint image. */
const LCP_MARK = ' fetchPriority="high"';

/**
 * The img tag that carries the mark, found by plain string search: a page's markup is 60-200 KB, and a
 * regular expression tried at each of home's 55 img tags cost about 1% of its render. React escapes `<`
 * and `>` in attribute values, so the tag is what lies between the `<img` before the mark and the `>` after it.
 */
function lcpImageTag(html: string): string | undefined {
  // React writes its own preload of a marked image (a <link> with the same mark) ahead of the markup: skip past it.
  for (let at = html.indexOf(LCP_MARK); at >= 0; at = html.indexOf(LCP_MARK, at + 1)) {
    const start = html.lastIndexOf('<img ', at);
    const end = html.indexOf('>', at);
    if (start >= 0 && end >= 0 && html.lastIndexOf('>', at) < start) return html.slice(start, end + 1);
  }
  return undefined;
}
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * A preload of the page's largest-paint image, for the top of the head: asked for before the
 * modulepreloads, the image does not queue behind the scripts for one of the browser's six HTTP/1.1
 * connections (nor, on a slow phone line, share its first bytes with them). The attribute values are
 * React's already-escaped text, copied as they are. An empty string when the page marks no image.
 */
export function lcpImagePreload(html: string): string {
  const tag = lcpImageTag(html);
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) return '';
  const srcSet = attribute(tag, 'srcSet');
  const sizes = attribute(tag, 'sizes');
  const responsive = [srcSet && ` imagesrcset="${srcSet}"`, sizes && ` imagesizes="${sizes}"`].filter(Boolean).join('');
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high" />`;
}
