import { expect, test, type APIRequestContext } from '@playwright/test';
import { emptyCart } from './checkoutSupport';
import { gotoHydrated } from './support';

interface Option { id: number; purchase_limit: number }
interface Detail { id: number; title: string; status: string; is_adult_only: boolean; starts_at: number; ends_at: number; products: { status: string; options: Option[] }[] }
interface EventRow { name: string; visitor_id: string; path: string; props: Record<string, unknown>; source: string }

const HOUR = 3_600_000;

async function buyableGroupBuy(request: APIRequestContext): Promise<Detail> {
  for (let id = 1; id <= 150; id++) {
    const response = await request.get(`/v3/shopping/groupbuy/${id}`);
    if (!response.ok()) continue;
    const d = (await response.json()).data as Detail;
    const active = d.products.filter((p) => p.status === 'active');
    const live = d.status === 'open' && d.starts_at < Date.now() - HOUR && d.ends_at > Date.now() + HOUR;
    if (live && !d.is_adult_only && active.length === 1 && active[0].options.length === 1 && active[0].options[0].purchase_limit >= 1) return d;
  }
  throw new Error('no fitting group-buy in the seed');
}

test('browse → search → click → add to cart leaves page_view, product_view, search_click and add_to_cart rows', async ({ page, request }) => {
  const detail = await buyableGroupBuy(request);
  const signIn = await page.request.post('/v2/member/login-test', { data: { email: 'amy@example.com' }, headers: { platform: 'desktop' } });
  expect(signIn.ok()).toBe(true);

  await page.goto('/');
  const visitor = (await page.context().cookies()).find((c) => c.name === 'anonymous_id')?.value;
  expect(visitor).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  // A result clicked before hydration is a plain link the server answers: the click is the app's once it has hydrated.
  await gotoHydrated(page, `/groupbuy/search?query=${encodeURIComponent(detail.title)}`);
  await page.locator(`main a[href="/groupbuy/${detail.id}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
  await page.getByRole('button', { name: '選擇規格', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '加入購物車' }).click();
  await expect(page.getByText('已加入購物車')).toBeVisible();

  let mine: EventRow[] = [];
  await expect.poll(async () => {
    const rows = (await (await request.get('/dev/events.json')).json()).data as EventRow[];
    mine = rows.filter((r) => r.visitor_id === visitor);
    return new Set(mine.map((r) => r.name));
  }, { timeout: 15_000 }).toEqual(new Set(['page_view', 'product_view', 'search_click', 'search_convert', 'add_to_cart']));
  expect(mine.find((r) => r.name === 'product_view')?.props).toMatchObject({ groupbuy_id: detail.id });
  expect(mine.find((r) => r.name === 'search_click')?.props).toMatchObject({ object_id: String(detail.id), index: 'groupbuy', event: 'click', position: expect.any(Number) });
  expect(mine.find((r) => r.name === 'add_to_cart')?.source).toBe('server');
  // Other journeys sign in as the same demo member on the phone: leave her cart as it was.
  await emptyCart(page);
});
