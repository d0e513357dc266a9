import type { TokenData } from '../../contract/auth';
import { DEVICE_TOUCH_INTERVAL } from '../../server/services/auth/devices';
import { call, setCookies, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPHONE_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JiutuanApp/6.12.0 (ios)';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const START = Date.UTC(2026, 10, 1, 2, 0, 0);

interface Device { id: number; label: string; kind: string; current: boolean; signed_in_at: number; last_used_at: number }

/** 登入裝置 (issue 25): list the member's sign-ins, end one, end every other; an ended device is refused at once. */
describe.each(dialects())('signed-in devices on %s', (dialect) => {
  let t: TestApp;
  let clock = START;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => clock });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  let serial = 0;
  const freshMember = async () => {
    const email = `devices-${dialect}-${serial++}@example.com`;
    await signUpVerified(t.app, email);
    return email;
  };
  const signInWith = async (email: string, userAgent: string, password = 'secret-pass-1'): Promise<Record<string, string>> => {
    const response = await call(t.app, 'POST', '/v2/member/login', { body: { email, password }, headers: { 'user-agent': userAgent } });
    expect(response.statusCode).toBe(200);
    const token = response.json().data as TokenData;
    return { 'x-oauth-token': token.access_token, 'x-refresh': token.refresh_token };
  };
  const as = (device: Record<string, string>) => ({ 'x-oauth-token': device['x-oauth-token'] });
  const list = async (device: Record<string, string>): Promise<Device[]> => {
    const response = await call(t.app, 'GET', '/v1/member/sessions', { headers: as(device) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data.devices;
  };
  const me = (device: Record<string, string>) => call(t.app, 'GET', '/v2/member/me', { headers: as(device) });

  it('lists each sign-in with its device in words, when it signed in and was last used, and which one is this device', async () => {
    const email = await freshMember();
    const laptop = await signInWith(email, MAC_CHROME);
    clock += 60_000;
    const phone = await signInWith(email, IPHONE_APP);
    const seen = await list(laptop);
    expect(seen).toEqual([
      { id: expect.any(Number), label: '寶貝揪團 App · iOS', kind: 'app', current: false, signed_in_at: clock, last_used_at: clock },
      { id: expect.any(Number), label: 'Chrome · macOS', kind: 'computer', current: true, signed_in_at: clock - 60_000, last_used_at: clock - 60_000 },
    ]);
    expect((await list(phone)).map((d) => [d.label, d.current])).toEqual([['寶貝揪團 App · iOS', true], ['Chrome · macOS', false]]);
  });

  it('moves the last-used time on as a device keeps calling, a few minutes at a time', async () => {
    const email = await freshMember();
    const laptop = await signInWith(email, MAC_CHROME);
    const signedInAt = clock;
    clock += DEVICE_TOUCH_INTERVAL + 1000;
    await me(laptop);
    const [device] = await list(laptop);
    expect(device).toMatchObject({ signed_in_at: signedInAt, last_used_at: clock });
  });

  it('ends one device: its access token is refused with AUTH_100023 on the next call, its refresh token too', async () => {
    const email = await freshMember();
    const laptop = await signInWith(email, MAC_CHROME);
    const phone = await signInWith(email, ANDROID_CHROME);
    const target = (await list(laptop)).find((d) => !d.current)!;
    expect(target.label).toBe('Chrome · Android');
    const ended = await call(t.app, 'DELETE', `/v1/member/sessions/${target.id}`, { headers: as(laptop) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toEqual({ signed_out: 1, message: '已登出該裝置' });
    const refused = await me(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error_code).toBe('AUTH_100023');
    const refresh = await call(t.app, 'POST', '/api/auth/token', { body: { refresh_token: phone['x-refresh'] } });
    expect(refresh.json().error_code).toBe('AUTH_100027');
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).map((d) => d.current)).toEqual([true]);
    expect((await call(t.app, 'DELETE', `/v1/member/sessions/${target.id}`, { headers: as(laptop) })).statusCode).toBe(404);
  });

  it('ends every other device, sessions included, and keeps this one', async () => {
    const email = await freshMember();
    const here = await signInWith(email, MAC_CHROME);
    const others = [await signInWith(email, IPHONE_APP), await signInWith(email, ANDROID_CHROME)];
    const demo = await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'amy@example.com' } });
    const sid = setCookies(demo).sid.value;
    const amy = await signInWith('amy@example.com', MAC_CHROME, 'jiutuan-demo-1');
    const answer = await call(t.app, 'POST', '/v1/member/sessions/logout-others', { headers: as(here) });
    expect(answer.json().data).toEqual({ signed_out: 2, message: '已登出其他 2 個裝置' });
    for (const other of others) expect((await me(other)).json().error_code).toBe('AUTH_100023');
    expect((await me(here)).statusCode).toBe(200);
    expect((await list(here)).map((d) => d.label)).toEqual(['Chrome · macOS']);
    // Another member's devices are untouched.
    expect((await call(t.app, 'GET', '/v2/member/me', { cookies: { sid } })).statusCode).toBe(200);
    expect((await me(amy)).statusCode).toBe(200);
    const again = await call(t.app, 'POST', '/v1/member/sessions/logout-others', { headers: as(here) });
    expect(again.json().data).toEqual({ signed_out: 0, message: '沒有其他登入中的裝置' });
  });

  it('lists and ends a session sign-in (social, login-test) like a token one', async () => {
    const demo = await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'ben@example.com' }, headers: { 'user-agent': IPHONE_APP } });
    const sid = setCookies(demo).sid.value;
    const seen = (await call(t.app, 'GET', '/v1/member/sessions', { cookies: { sid } })).json().data.devices as Device[];
    const session = seen.find((d) => d.current)!;
    expect(session.label).toBe('寶貝揪團 App · iOS');
    const laptop = await signInWith('ben@example.com', MAC_CHROME, 'jiutuan-demo-2');
    expect((await call(t.app, 'DELETE', `/v1/member/sessions/${session.id}`, { headers: as(laptop) })).statusCode).toBe(200);
    const after = await call(t.app, 'GET', '/v2/member/me', { cookies: { sid } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error_code).toBe('AUTH_100001');
  });

  it('answers 404 for another member\'s device and changes nothing; needs a member; refuses a malformed id', async () => {
    const mine = await signInWith(await freshMember(), MAC_CHROME);
    const theirs = await signInWith(await freshMember(), ANDROID_CHROME);
    const [their] = await list(theirs);
    const foreign = await call(t.app, 'DELETE', `/v1/member/sessions/${their.id}`, { headers: as(mine) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error_code: 'GEN_000002', message: '找不到這個登入裝置，可能已經登出了' });
    expect((await call(t.app, 'DELETE', '/v1/member/sessions/999999', { headers: as(mine) })).statusCode).toBe(404);
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', '/v1/member/sessions/abc', { headers: as(mine) })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/v1/member/sessions')).json().error_code).toBe('AUTH_100001');
    expect((await call(t.app, 'GET', '/v1/member/sessions', { headers: { 'x-oauth-token': 'forged' } })).json().error_code).toBe('AUTH_100023');
    expect((await call(t.app, 'POST', '/v1/member/sessions/logout-others')).statusCode).toBe(401);
  });

  it('drops a signed-out device from the list', async () => {
    const email = await freshMember();
    const here = await signInWith(email, MAC_CHROME);
    const there = await signInWith(email, ANDROID_CHROME);
    await call(t.app, 'POST', '/v2/member/logout', { headers: as(there) });
    expect((await list(here)).map((d) => d.label)).toEqual(['Chrome · macOS']);
  });
});
