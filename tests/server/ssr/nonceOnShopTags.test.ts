import type { LightMyRequestResponse } from 'fastify';
import { dialects, type TestApp } from '../helpers/testApp';
import { createPageApp, fullLoad, sourceRenderer } from './pageApp';

/** What a member might type to get a script into the page, raw and already escaped. */
const SMUGGLED = '<script>alert(1)</script> &lt;script&gt;alert(2)&lt;/script&gt; "><script src="/x.js"></script><SCRIPT>alert(3)</SCRIPT>';

/** Stand-ins for the build manifest's tags of a route (production): written without nonces, as the manifest has them. */
const MANIFEST_TAGS = { styles: '<style data-href="/assets/route.css">.r{}</style>', scripts: '<link rel="modulepreload" crossorigin href="/assets/Route.js" />' };

const scriptNonce = (response: LightMyRequestResponse) => /script-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes, body]) => ({ attributes, body }));

/** The shop's own script tags: the entry, the router's hydration data, the app state and JSON-LD (data blocks). */
function isShopScript({ attributes, body }: { attributes: string; body: string }): boolean {
  if (/type="application\/(ld\+)?json"/.test(attributes)) return true;
  if (/type="module"/.test(attributes) && /src="\/src\/ui\/ssr\/entry-client\.tsx"/.test(attributes)) return true;
  return body.startsWith('window.__staticRouterHydrationData');
}

describe.each(dialects())('the CSP nonce goes on the shop\'s own tags only (%s)', (dialect) => {
  let t: TestApp;
  let questionId: number;
  let groupBuyId: number;

  beforeAll(async () => {
    t = await createPageApp(dialect, { seed: 0.05, renderer: sourceRenderer({ preloadFor: () => MANIFEST_TAGS }) });
    const question = await t.db.selectFrom('qa_questions').select('id').orderBy('id').executeTakeFirstOrThrow();
    questionId = question.id;
    await t.db.updateTable('qa_questions').set({ title: `寶寶${SMUGGLED}`, body: SMUGGLED }).where('id', '=', questionId).execute();
    const review = await t.db.selectFrom('reviews').innerJoin('group_buys', 'group_buys.id', 'reviews.group_buy_id')
      .select(['reviews.id', 'reviews.group_buy_id']).where('group_buys.status', '=', 'open').orderBy('reviews.id').executeTakeFirstOrThrow();
    groupBuyId = review.group_buy_id;
    await t.db.updateTable('reviews').set({ body: SMUGGLED, created_at: Date.now() }).where('id', '=', review.id).execute();
  });
  afterAll(() => t.close());

  it.each([['a question', () => `/qa/${questionId}`], ['a group-buy\'s reviews', () => `/groupbuy/${groupBuyId}/review`]])('%s with a <script> in a member\'s text', async (_name, url) => {
    const response = await fullLoad(t.app, url());
    expect(response.statusCode).toBe(200);
    const nonce = scriptNonce(response);
    // The member's text is on the page, as text.
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const nonced = scripts(response.body).filter(({ attributes }) => attributes.includes(`nonce="${nonce}"`));
    expect(nonced.filter((tag) => !isShopScript(tag))).toEqual([]);
    // Every tag that runs is the shop's and has the nonce: nothing of the shop's lost it.
    for (const tag of scripts(response.body)) expect(tag.attributes).toContain(`nonce="${nonce}"`);
  });

  it('the route\'s stylesheets and module preloads from the build manifest get this response\'s nonces', async () => {
    const response = await fullLoad(t.app, `/qa/${questionId}`);
    const nonce = scriptNonce(response);
    const styleNonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
    expect(response.body).toContain(`<style nonce="${styleNonce}" data-href="/assets/route.css">.r{}</style>`);
    expect(response.body).toContain(`<link rel="modulepreload" nonce="${nonce}" crossorigin href="/assets/Route.js" />`);
  });
});
