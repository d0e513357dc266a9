import { dialects, type TestApp } from '../helpers/testApp';
import type { StaffRole } from '../../../contract/adminRoles';
import { setCookies } from '../helpers/api';
import { seedStaff, staffSignIn } from '../admin/staffHelpers';
import { createPageApp, fullLoad } from './pageApp';

/** A role signed in on the page server's own clock (each role has its own secret: no code is spent twice). */
async function staffCookie(app: TestApp['app'], role: StaffRole): Promise<string> {
  const response = await staffSignIn(app, role, Date.now());
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  return `staff_sid=${setCookies(response).staff_sid.value}`;
}
const SIGN_IN_FIELDS = ['name="email"', 'name="password"', 'name="code"'];

describe.each(dialects())('the back office on a full load (%s)', (dialect) => {
  let t: TestApp;
  let support: string;
  let content: string;
  beforeAll(async () => {
    t = await createPageApp(dialect);
    await seedStaff(t.db, Date.now());
    support = await staffCookie(t.app, 'support');
    content = await staffCookie(t.app, 'content');
  }, 90_000);
  afterAll(() => t.close());

  it.each(['/admin', '/admin/refunds'])('shows a visitor at %s only the staff sign-in, server-rendered with its own entry', async (url) => {
    const page = await fullLoad(t.app, url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    for (const field of SIGN_IN_FIELDS) expect(page.body).toContain(field);
    expect(page.body).toContain('員工登入');
    expect(page.body).toContain('/src/admin/ssr/entry-client.tsx');
    expect(page.body).not.toContain('/src/ui/ssr/entry-client.tsx');
    expect(page.body).not.toContain('退款審核');
  });

  it('shows a 客服 the refund queue at /admin/refunds: the app bar, the drawer of their role and the first page of the grid', async () => {
    const page = await fullLoad(t.app, '/admin/refunds', { cookie: support });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('name="password"');
    for (const text of ['陳客服', '客服', '登出', '全部裝置登出', '退款審核', '檢舉處理', '訂單編號', '待審核']) expect(page.body).toContain(text);
    for (const text of ['人員管理', '稽核紀錄']) expect(page.body).not.toContain(text);
    const state = JSON.parse(/<script id="__ADMIN_STATE__"[^>]*>(.*?)<\/script>/s.exec(page.body)![1]) as { initial: Record<string, { rows: { order_number: string }[] }> };
    const [key, first] = Object.entries(state.initial)[0];
    expect(key).toBe('/admin/api/refunds?page=0&page_size=25&status=requested');
    // X Data Grid renders nothing on the server: the first page of rows is in the page as a plain table.
    expect(first.rows.length).toBeGreaterThan(0);
    for (const row of first.rows) expect(page.body).toContain(`>${row.order_number}</td>`);
  });

  it('shows staff /admin with their desks, and a desk their role may not open as 404', async () => {
    const home = await fullLoad(t.app, '/admin', { cookie: content });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('張內容');
    expect(home.body).toContain('檢舉處理');
    expect(home.body).not.toContain('退款審核');
    const refused = await fullLoad(t.app, '/admin/refunds', { cookie: content });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('訂單編號');
  });

  it('leaves unknown /admin/api paths to the API (its JSON 404)', async () => {
    const unknown = await fullLoad(t.app, '/admin/api/nothing-here', { accept: 'application/json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });
});
