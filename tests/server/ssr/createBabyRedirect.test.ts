import { dialects, type TestApp } from '../helpers/testApp';
import { browserCookies, createPageApp, fullLoad } from './pageApp';

/** SPEC §2.1 create-baby: the address redirects to the profile with the create-baby dialog open. */
describe.each(dialects())('/member/create-baby (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createPageApp(dialect, { seed: 0.02 });
    cookie = await browserCookies(t.app, 'amy@example.com', 'jiutuan-demo-1');
  }, 60_000);
  afterAll(() => t.close());

  it('signed in: redirects to the profile with the dialog asked for, and the profile page renders there', async () => {
    const response = await fullLoad(t.app, '/member/create-baby', { cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/member/profile?dialog=create-baby');
    const profile = await fullLoad(t.app, '/member/profile?dialog=create-baby', { cookie });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('會員中心');
  });

  it('signed out: the sign-in comes first and brings the visitor back to create-baby', async () => {
    const response = await fullLoad(t.app, '/member/create-baby');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?login=${encodeURIComponent('/member/create-baby')}`);
  });
});
