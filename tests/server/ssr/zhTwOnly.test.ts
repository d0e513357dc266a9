import { dialects, type TestApp } from '../helpers/testApp';
import { createPageApp, fullLoad } from './pageApp';

/**
 * English never leaks into the UI (issue 30): the visible text of the main page types, server-rendered,
 * holds no Latin word but the shop's own (brands, units, payment and store names, e-mail as written).
 */
const ALLOWED = new Set([
  'NT', 'LINE', 'ATM', 'App', 'APP', 'E-mail', 'e-mail', 'cm', 'ml', 'mm', 'g', 'kg', 'L', 'M', 'S', 'XL', 'XXL', 'XS', 'NB', 'Q&A', 'QA',
  'AFTEE', 'Pay', 'iOS', 'Android', 'Google', 'Apple', 'Facebook', 'Instagram', 'YouTube', 'Play', 'Store', 'PM', 'AM',
  // Words Taiwanese shops write in Latin letters: CP值, materials and marks.
  'CP', 'PPSU', 'PP', 'PE', 'BPA', 'SGS', 'USB', 'Type-C', 'DIY', 'SPF', 'PA',
]);

/** The words a shopper reads: the body's text without scripts, styles, tags and the app state. */
function visibleWords(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  const text = body.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<style\b[\s\S]*?<\/style>/g, ' ').replace(/<svg\b[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ').replace(/°C/g, ' ');
  return text.match(/[A-Za-z][A-Za-z&-]*[A-Za-z]|[A-Za-z]/g) ?? [];
}

describe.each(dialects())('the main pages read in zh-TW (%s)', (dialect) => {
  let t: TestApp;
  let urls: string[];
  /** The brands' own names (Poppy Kids) are theirs to write. */
  const brandWords = new Set<string>();
  beforeAll(async () => {
    t = await createPageApp(dialect, { seed: 0.02 });
    const item = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    const question = await t.db.selectFrom('qa_questions').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const brand of await t.db.selectFrom('brands').select('name').execute()) for (const word of visibleWords(`<body>${brand.name}`)) brandWords.add(word);
    const group = await t.db.selectFrom('group_buys').select('id').where('status', '=', 'open').orderBy('id').executeTakeFirstOrThrow();
    urls = ['/', '/mall/all', `/market/${item.id}`, `/market/${item.id}/review`, `/groupbuy/${group.id}`, `/groupbuy/${group.id}/review`, '/qa', `/qa/${question.id}`, '/explore', '/groupbuy/search?query=%E5%A5%B6%E7%93%B6', '/no-such-page'];
  }, 60_000);
  afterAll(() => t.close());

  it('shows no English word outside the allow-list', async () => {
    const leaks: string[] = [];
    for (const url of urls) {
      const response = await fullLoad(t.app, url);
      const words = visibleWords(response.body).filter((word) => !ALLOWED.has(word) && !brandWords.has(word));
      if (words.length > 0) leaks.push(`${url}: ${[...new Set(words)].join(' ')}`);
    }
    expect(leaks).toEqual([]);
  });
});
