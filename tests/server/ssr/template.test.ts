import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fillTemplate, withNonces } from '../../../server/ssr/template';

const NONCE = 'r4nd0m';
const INDEX_HTML = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');

/** The pieces render() hands over for one page, as it writes them. */
const PartsMother = {
  page: (overrides: Partial<Parameters<typeof fillTemplate>[1]> = {}) => ({
    head: [
      '<title>寶貝揪團</title>',
      `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Organization"}</script>`,
      `<link rel="modulepreload" nonce="${NONCE}" crossorigin href="/assets/HomePage-1a2b.js" />`,
    ].join('\n'),
    html: '<main><h1>最新團購</h1></main>',
    data: `<script id="__APP_STATE__" type="application/json" nonce="${NONCE}">{"rq":{}}</script>`,
    nonce: NONCE,
    styleNonce: 'st7le',
    ...overrides,
  }),
};

const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

describe('fillTemplate', () => {
  it('replaces the three placeholders of index.html', () => {
    const html = fillTemplate(INDEX_HTML, PartsMother.page());
    expect(html).not.toContain('<!--app-');
    expect(html).toContain('<title>寶貝揪團</title>');
    expect(html).toContain('<div id="root"><main><h1>最新團購</h1></main></div>');
    expect(html).toContain('{"rq":{}}</script>');
  });

  it('puts the nonces on the template\'s own tags: its scripts, module preloads and inlined stylesheets', () => {
    const template = INDEX_HTML.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/index-9f.js">\n<style data-href="/assets/index.css">a{}</style>\n</head>');
    const html = fillTemplate(template, PartsMother.page({ styleNonce: 's7yle' }));
    expect(html).toContain(`<script nonce="${NONCE}" type="module" src="/src/ui/ssr/entry-client.tsx"></script>`);
    expect(html).toContain(`<link rel="modulepreload" nonce="${NONCE}" crossorigin href="/assets/index-9f.js">`);
    expect(html).toContain('<style nonce="s7yle" data-href="/assets/index.css">a{}</style>');
  });

  it('writes the parts as render() made them: each of the shop\'s tags there carries its own nonce, once', () => {
    const html = fillTemplate(INDEX_HTML, PartsMother.page());
    const scripts = tags(html, /<script\b[^>]*>/g);
    expect(scripts).toHaveLength(3);
    for (const tag of scripts) expect(tag.match(/\bnonce="([^"]*)"/g)).toEqual([`nonce="${NONCE}"`]);
  });

  it('gives no nonce to a tag that reached the rendered page any other way (a member\'s text, raw HTML)', () => {
    const smuggled = PartsMother.page({
      head: '<title>寶貝揪團</title><script>alert("head")</script><link rel="modulepreload" href="/evil.js"><style>body{}</style>',
      html: '<main><p>好用！</p><script>alert(1)</script><SCRIPT src="/x.js"></SCRIPT><p>&lt;script&gt;alert(2)&lt;/script&gt;</p></main>',
    });
    const html = fillTemplate(INDEX_HTML, smuggled);
    expect(html).toContain('<script>alert("head")</script>');
    expect(html).toContain('<link rel="modulepreload" href="/evil.js">');
    expect(html).toContain('<style>body{}</style>');
    expect(html).toContain('<p>好用！</p><script>alert(1)</script><SCRIPT src="/x.js"></SCRIPT>');
    expect(html).toContain('<p>&lt;script&gt;alert(2)&lt;/script&gt;</p>');
    // The data script and the entry script: the shop's own two.
    expect(tags(html, /<script\b[^>]*\bnonce=/gi)).toHaveLength(2);
  });

  it('withNonces: the build manifest\'s tags get this response\'s nonces, a tag with its own keeps it', () => {
    const manifestTags = '<style data-href="/assets/a.css">a{}</style><style nonce="emotion">b{}</style><link rel="modulepreload" crossorigin href="/assets/P.js" />';
    expect(withNonces(manifestTags, 'n0nce', 'st7le')).toBe(
      '<style nonce="st7le" data-href="/assets/a.css">a{}</style><style nonce="emotion">b{}</style><link rel="modulepreload" nonce="n0nce" crossorigin href="/assets/P.js" />',
    );
  });

  it('keeps values with replacement patterns ($&, $1, $`) as they are', () => {
    const parts = PartsMother.page({
      head: '<title>省下 $& 和 $1 元</title>',
      html: "<p>NT$&nbsp;399 $' $` $$</p>",
      data: '<script id="__APP_STATE__" type="application/json">{"price":"$&"}</script>',
    });
    const html = fillTemplate(INDEX_HTML, parts);
    expect(html).toContain('<title>省下 $& 和 $1 元</title>');
    expect(html).toContain("<p>NT$&nbsp;399 $' $` $$</p>");
    expect(html).toContain('{"price":"$&"}');
  });

  it('leaves a template without placeholders or scripts unchanged', () => {
    const template = '<!doctype html><html><body><p>ok</p></body></html>';
    expect(fillTemplate(template, PartsMother.page())).toBe(template);
  });
});
