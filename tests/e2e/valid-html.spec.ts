import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate/node';

/**
 * Every server-rendered page type is valid HTML (html-validate, rules of .htmlvalidate.json).
 * The server's HTML is what crawlers and assistive technology read before any script runs.
 */
const validator = new HtmlValidate(new FileSystemConfigLoader());
/** A file name at the repository root, so the validator reads .htmlvalidate.json there. */
const CONFIG_ROOT_FILE = join(process.cwd(), 'server-rendered.html');

const seededDetail = async (request: APIRequestContext, url: string) => (await (await request.get(url)).json()).data;

async function pageTypes(request: APIRequestContext): Promise<[string, string][]> {
  const groupBuy = await seededDetail(request, '/v3/shopping/groupbuy/1');
  const question = (await seededDetail(request, '/v1/qa/questions?sort=recent&page=1')).questions?.[0]?.id ?? 1;
  return [
    ['home', '/'], ['mall', '/mall/fashion'], ['group-buy', `/groupbuy/${groupBuy.id}`], ['item', `/market/${groupBuy.products[0].id}`],
    ['category', `/market/category/${groupBuy.categories[0].id}`], ['brand', `/brand/${groupBuy.brand.id}`],
    ['curation', '/market/category/event/newborn-checklist'], ['event', '/event/double-11'], ['reviews', `/groupbuy/${groupBuy.id}/review`],
    ['search', '/groupbuy/search?query=%E5%AC%B0%E5%85%92'], ['Q&A index', '/qa'], ['Q&A category', '/qa/categories/1'],
    ['Q&A question', `/qa/${question}`], ['Q&A post', '/qa/post'], ['explore', '/explore'], ['article', '/explore/articles/1001'],
    ['guide', '/explore/guide/1'], ['size guide', '/size-guide/diaper'], ['about', '/about'], ['terms', '/terms'], ['privacy', '/privacy'], ['app', '/app'], ['404', '/no-such-page'],
  ];
}

const describeMessage = (m: Message) => `${m.ruleId} ${m.line}:${m.column} ${m.message} (${m.selector ?? ''})`;

test('every server-rendered page type is valid HTML', async ({ request }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  for (const [name, path] of await pageTypes(request)) {
    const response = await request.get(path);
    expect([200, 404], `${name} ${path}`).toContain(response.status());
    const html = await response.text();
    const report = await validator.validateString(html, CONFIG_ROOT_FILE);
    // The Nu checker wants content on every <meta> but charset; html-validate does not check it.
    for (const meta of html.match(/<meta\b[^>]*>/g) ?? []) if (!/\s(content|charset)=/.test(meta)) errors.push(`${name} ${path}: <meta> without content: ${meta}`);
    for (const result of report.results) for (const message of result.messages) if (message.severity === 2) errors.push(`${name} ${path}: ${describeMessage(message)}`);
  }
  expect(errors).toEqual([]);
});
