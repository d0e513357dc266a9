import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPreloader, inlineTemplateStylesheets, type PageChunkTags } from '../../../server/ssr/manifest';

/** A Vite build manifest: two lazy pages sharing chunks that import each other, and the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_vendor-v1.js'], css: ['assets/index-e1.css'] },
  'src/ui/pages/home/HomePage.tsx': { file: 'assets/HomePage-h1.js', isDynamicEntry: true, imports: ['_Grid-g1.js', 'index.html'] },
  'src/ui/pages/about/AboutPage.tsx': { file: 'assets/AboutPage-a1.js', isDynamicEntry: true, imports: ['_Article-r1.js'] },
  '_Grid-g1.js': { file: 'assets/Grid-g1.js', imports: ['_Card-c1.js'], css: ['assets/Grid-g1.css'] },
  '_Card-c1.js': { file: 'assets/Card-c1.js', imports: ['_Grid-g1.js', '_vendor-v1.js'] },
  '_Article-r1.js': { file: 'assets/Article-r1.js' },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
};

let dir: string;
let preload: (chunks: string[]) => PageChunkTags;

const writeManifest = (name: string, manifest: object) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(manifest));
  return file;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-manifest-'));
  preload = createPreloader(writeManifest('manifest.json', MANIFEST));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Both kinds of tags, as one piece of markup. */
const both = ({ styles, scripts }: PageChunkTags) => `${styles}\n${scripts}`;
const hrefs = (tags: PageChunkTags, rel: string) =>
  [...both(tags).matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((match) => match[1]);

describe('createPreloader', () => {
  it('follows the imports of a page chunk recursively, through cycles, once each', () => {
    const html = preload(['src/ui/pages/home/HomePage.tsx']);
    expect(hrefs(html, 'modulepreload')).toEqual([
      '/assets/HomePage-h1.js',
      '/assets/Grid-g1.js',
      '/assets/Card-c1.js',
      '/assets/vendor-v1.js',
      '/assets/index-e1.js',
    ]);
    expect(html.scripts).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js" />');
  });

  it('links the stylesheets of every chunk it visits apart from the scripts', () => {
    const html = preload(['src/ui/pages/home/HomePage.tsx']);
    expect(hrefs({ styles: html.styles, scripts: '' }, 'stylesheet')).toEqual(['/assets/Grid-g1.css', '/assets/index-e1.css']);
    expect(html.styles).not.toContain('modulepreload');
    expect(html.scripts).not.toContain('stylesheet');
  });

  it('merges the chunks of several routes without repeating shared files', () => {
    const files = hrefs(preload(['src/ui/pages/about/AboutPage.tsx', 'src/ui/pages/home/HomePage.tsx', '_vendor-v1.js']), 'modulepreload');
    expect(files.slice(0, 2)).toEqual(['/assets/AboutPage-a1.js', '/assets/Article-r1.js']);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toHaveLength(7);
  });

  it('ignores chunks the manifest does not know and returns nothing for none', () => {
    expect(preload(['src/ui/pages/missing/Missing.tsx'])).toEqual({ styles: '', scripts: '' });
    expect(preload([])).toEqual({ styles: '', scripts: '' });
  });

  it('leaves out the files the page template already loads', () => {
    const template = [
      '<link rel="stylesheet" crossorigin href="/assets/index-e1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">',
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
    ].join('\n');
    const html = createPreloader(path.join(dir, 'manifest.json'), template)(['src/ui/pages/home/HomePage.tsx']);
    expect(hrefs(html, 'modulepreload')).toEqual(['/assets/HomePage-h1.js', '/assets/Grid-g1.js', '/assets/Card-c1.js']);
    expect(hrefs(html, 'stylesheet')).toEqual(['/assets/Grid-g1.css']);
  });

  it('writes the stylesheets into the page, each with a disabled marker link for the chunk loader', () => {
    const sheets: Record<string, string> = { 'assets/Grid-g1.css': '.grid{display:grid}', 'assets/index-e1.css': 'body{margin:0}' };
    const read = jest.fn((file: string) => sheets[file]);
    const inline = createPreloader(path.join(dir, 'manifest.json'), '', read);
    const html = inline(['src/ui/pages/home/HomePage.tsx']);
    expect(html.styles).toContain('<style data-href="/assets/Grid-g1.css">.grid{display:grid}</style><link rel="stylesheet" href="/assets/Grid-g1.css" disabled />');
    expect(hrefs(html, 'modulepreload')).toHaveLength(5);
    inline(['src/ui/pages/home/HomePage.tsx']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps a link for a sheet that could close its own style tag', () => {
    const html = createPreloader(path.join(dir, 'manifest.json'), '', () => 'a::after{content:"</style>"}')(['src/ui/pages/home/HomePage.tsx']);
    expect(both(html)).not.toContain('<style');
    expect(hrefs(html, 'stylesheet')).toEqual(['/assets/Grid-g1.css', '/assets/index-e1.css']);
  });

  it('replaces the template\'s own stylesheet links with the sheets\' text, marked for chunks that list them', () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-e1.css"></head>';
    expect(inlineTemplateStylesheets(template, () => 'body{margin:0}')).toBe(
      '<head><style data-href="/assets/index-e1.css">body{margin:0}</style><link rel="stylesheet" href="/assets/index-e1.css" disabled /></head>',
    );
  });

  it('reads the manifest once, when created', () => {
    const file = writeManifest('changing.json', MANIFEST);
    const preloadChanging = createPreloader(file);
    writeManifest('changing.json', {});
    expect(hrefs(preloadChanging(['_vendor-v1.js']), 'modulepreload')).toEqual(['/assets/vendor-v1.js']);
  });
});
