import { DEFAULT_IMAGE, pageMeta, type PageMeta } from '../../../src/ui/meta/PageMeta';
import { renderHead, safeJson } from '../../../src/ui/meta/renderHead';

const ORIGIN = 'https://shop.example.tw';
const NONCE = 'n0nce';

const MetaMother = {
  plain: (overrides: Partial<PageMeta> = {}): PageMeta => ({ ...pageMeta({ title: '有機棉包屁衣' }), ...overrides }),
  hostile: (): PageMeta =>
    MetaMother.plain({
      title: '<b>買一送一</b> & "限時"',
      description: '柔軟 <script>alert(1)</script> "透氣" & 好穿',
      canonicalPath: '/groupbuy/1?a=1&b=2',
      robots: 'noindex',
    }),
};

/** The head as a browser would parse it, so assertions read decoded values. */
function parseHead(meta: PageMeta) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${renderHead(meta, ORIGIN, NONCE)}</head></html>`, 'text/html');
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
  return { doc, content };
}

describe('renderHead', () => {
  it('escapes the title and description so they stay text', () => {
    const html = renderHead(MetaMother.hostile(), ORIGIN, NONCE);
    expect(html).toContain('<title>&lt;b&gt;買一送一&lt;/b&gt; &amp; &quot;限時&quot;</title>');
    expect(html).not.toContain('<script>alert(1)</script>');
    const { doc, content } = parseHead(MetaMother.hostile());
    expect(doc.title).toBe('<b>買一送一</b> & "限時"');
    expect(doc.head.querySelector('b')).toBeNull();
    expect(content('meta[name="description"]')).toBe('柔軟 <script>alert(1)</script> "透氣" & 好穿');
    expect(content('meta[property="og:title"]')).toBe('<b>買一送一</b> & "限時"');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/groupbuy/1?a=1&b=2`);
  });

  it('never lets a JSON-LD value close its script element early', () => {
    const item = { '@type': 'Product', name: '奶瓶</script><script>alert(1)</script>', description: 'line\u2028break' };
    const html = renderHead(MetaMother.plain({ jsonLd: [item] }), ORIGIN, NONCE);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(`<script type="application/ld+json" nonce="${NONCE}">`);
    const scripts = parseHead(MetaMother.plain({ jsonLd: [item] })).doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(item);
  });

  it('writes one script per JSON-LD item and none without items', () => {
    const items = [{ '@type': 'Organization' }, { '@type': 'WebSite' }];
    expect(parseHead(MetaMother.plain({ jsonLd: items })).doc.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    expect(renderHead(MetaMother.plain({ jsonLd: [] }), ORIGIN, NONCE)).not.toContain('<script');
  });

  it('makes a relative og image absolute and defaults to 1200x630', () => {
    const { content } = parseHead(pageMeta({}));
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}${DEFAULT_IMAGE.url}`);
    expect(content('meta[name="twitter:image"]')).toBe(`${ORIGIN}${DEFAULT_IMAGE.url}`);
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:type"]')).toBe('image/png');
  });

  it('keeps an absolute og image as it is', () => {
    const image = { url: 'https://cdn.example.tw/gb/1.png', type: 'image/png', width: 800, height: 800 };
    const { content } = parseHead(MetaMother.plain({ image }));
    expect(content('meta[property="og:image"]')).toBe(image.url);
    expect(content('meta[property="og:image:width"]')).toBe('800');
  });

  it('leaves out canonical and robots when the page has none', () => {
    const { doc } = parseHead(MetaMother.plain());
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('safeJson', () => {
  it('escapes <, > and the JavaScript line separators but still parses back', () => {
    const value = { html: '</script><!--', separators: '\u2028\u2029' };
    const json = safeJson(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
