import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fillTemplate } from '../../../server/ssr/template';

const NONCE = 'r4nd0m';
const INDEX_HTML = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');

/** The pieces render() hands over for one page, as it writes them. */
const PartsMother = {
  page: (overrides: Partial<Parameters<typeof fillTemplate>[1]> = {}) => ({
    head: [
      '<title>寶貝揪團</title>',
      `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Organization"}</script>`,
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1a2b.js" />',
    ].join('\n'),
    html: '<main><h1>最新團購</h1></main>',
    data: '<script id="__APP_STATE__" type="application/json">{"rq":{}}</script>',
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

  it('puts the style nonce on every style tag that has none', () => {
    const html = fillTemplate(INDEX_HTML, PartsMother.page({ head: '<style data-href="/assets/a.css">a{}</style><style nonce="emotion">b{}</style>', styleNonce: 's7yle' }));
    expect(html).toContain('<style nonce="s7yle" data-href="/assets/a.css">a{}</style>');
    expect(html).toContain('<style nonce="emotion">b{}</style>');
  });

  it('puts the nonce on every script tag, once', () => {
    const html = fillTemplate(INDEX_HTML, PartsMother.page());
    const scripts = tags(html, /<script\b[^>]*>/g);
    expect(scripts).toHaveLength(3);
    for (const tag of scripts) expect(tag.match(/\bnonce="([^"]*)"/g)).toEqual([`nonce="${NONCE}"`]);
    expect(html).toContain(`<script nonce="${NONCE}" type="module" src="/src/ui/ssr/entry-client.tsx"></script>`);
    expect(html).toContain(`<script nonce="${NONCE}" id="__APP_STATE__"`);
  });

  it('puts the nonce on every modulepreload link', () => {
    const template = `${INDEX_HTML.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/index-9f.js">\n</head>')}`;
    const links = tags(fillTemplate(template, PartsMother.page()), /<link rel="modulepreload"[^>]*>/g);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toContain(`nonce="${NONCE}"`);
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
