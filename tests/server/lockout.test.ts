import type { LightMyRequestResponse } from 'fastify';
import { SIGN_UPS_PER_ADDRESS_PER_HOUR } from '../../server/config';
import { reserve, release } from '../../server/services/auth/rateLimiter';
import { API_HEADERS, signUpVerified } from './helpers/api';
import { createTestApp, createTestDatabase, dialects, type TestApp } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe.each(dialects())('the sign-in lockout under parallel guessing on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, remoteAddress: string) => t.app.inject({
    method: 'POST', url: '/v2/member/login', payload: { email, password }, headers: API_HEADERS, remoteAddress,
  });

  it('evaluates at most 5 of 100 parallel guesses for one e-mail from one address, then refuses that address even the right password', async () => {
    await signUpVerified(t.app, 'target@example.com');
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt('target@example.com', `guess-${i}-wrong`, '198.51.100.1')));
    expect(statuses(guesses)).toEqual({ 401: 5, 429: 95 });
    for (const refused of guesses.filter((r) => r.statusCode === 429)) expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('target@example.com', 'secret-pass-1', '198.51.100.1')).statusCode).toBe(429);
    // The lock is the guessing address's, not the account's: the member elsewhere still signs in.
    expect((await attempt('target@example.com', 'secret-pass-1', '198.51.100.2')).statusCode).toBe(200);
  });

  it('evaluates at most 20 of 100 parallel guesses from one address over many e-mails', async () => {
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(`spray${i}@example.com`, 'wrong-password', '198.51.100.3')));
    expect(statuses(guesses)).toEqual({ 401: 20, 429: 80 });
  });

  it('does not count a successful sign-in as a failure', async () => {
    await signUpVerified(t.app, 'often@example.com');
    for (let i = 0; i < 25; i++) expect((await attempt('often@example.com', 'secret-pass-1', '198.51.100.4')).statusCode).toBe(200);
  });
});

describe.each(dialects())('a stranger cannot lock a member out on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: API_HEADERS, remoteAddress });
  const signIn = async (password: string, remoteAddress: string) => (await from(remoteAddress, '/v2/member/login', { email: 'locked-out@example.com', password })).statusCode;
  const mailbox = async () => (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data as { to: string; text: string }[];

  it('locks only the failing address out of the account, never blocks a reset, and a reset opens the address again', async () => {
    await signUpVerified(t.app, 'locked-out@example.com');
    const stranger = '203.0.113.7';
    const failures = [];
    for (let i = 0; i < 30; i++) failures.push(await signIn(`guess-${i}-wrong`, stranger));
    expect(failures.filter((s) => s === 429)).toHaveLength(25);
    expect(await signIn('secret-pass-1', stranger)).toBe(429);
    expect(await signIn('secret-pass-1', '198.51.100.77')).toBe(200);
    // The member shares the stranger's address (a café, a carrier's NAT): she asks for a reset from there.
    expect((await from(stranger, '/v2/member/password/forgot', { email: 'locked-out@example.com' })).statusCode).toBe(200);
    const [mail] = await mailbox();
    expect(mail.to).toBe('locked-out@example.com');
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
    expect((await from(stranger, '/v2/member/password/reset', { token, password: 'new-secret-2' })).statusCode).toBe(200);
    expect(await signIn('new-secret-2', stranger)).toBe(200);
  });

  it('still bounds one address to 20 accounts in 15 minutes (credential stuffing)', async () => {
    const stuffer = '203.0.113.8';
    // Depth on one account counts once towards the address's bound of 20 accounts in 15 minutes.
    for (let i = 0; i < 25; i++) await signIn(`deep-${i}-wrong`, stuffer);
    const spray = await Promise.all(Array.from({ length: 30 }, (_, i) => from(stuffer, '/v2/member/login', { email: `stuffed${i}@example.com`, password: 'wrong-password' })));
    expect(statuses(spray)).toEqual({ 401: 19, 429: 11 });
  });
});

describe.each(dialects())('reserve on %s', (dialect) => {
  it('hands out exactly the limit to concurrent callers, all or none of several limits, and takes one back on release', async () => {
    const { db, drop } = await createTestDatabase(dialect);
    const limits = [{ key: 'a', max: 3, windowMs: 60_000 }, { key: 'b', max: 10, windowMs: 60_000 }];
    const results = await Promise.all(Array.from({ length: 50 }, () => reserve(db, limits, 1_000)));
    expect(results.filter((r) => r === null)).toHaveLength(3);
    expect(results.filter((r) => r !== null).every((wait) => wait === 60)).toBe(true);
    // The refused callers gave back what they took of `b`.
    expect((await db.selectFrom('rate_limits').select(['key', 'count']).orderBy('key').execute())).toEqual([{ key: 'a', count: 3 }, { key: 'b', count: 3 }]);
    await release(db, limits);
    expect(await reserve(db, limits, 1_000)).toBeNull();
    expect(await reserve(db, limits, 61_000)).toBeNull();
    await drop();
  });
});

describe.each(dialects())('the sign-up limit on %s', (dialect) => {
  it(`takes ${SIGN_UPS_PER_ADDRESS_PER_HOUR} sign-ups an hour from one address, even in parallel`, async () => {
    const t = await createTestApp(dialect, { config: { signUpsPerAddressPerHour: SIGN_UPS_PER_ADDRESS_PER_HOUR } });
    const signUp = (i: number, remoteAddress: string) => t.app.inject({
      method: 'POST', url: '/v2/member/signup', headers: API_HEADERS, remoteAddress,
      payload: { email: `burst${i}@example.com`, password: 'long-enough', nickname: `媽咪${i}`, terms: TERMS_VERSION },
    });
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(i, '198.51.100.9')));
    expect(statuses(burst)).toEqual({ 201: SIGN_UPS_PER_ADDRESS_PER_HOUR, 429: 30 - SIGN_UPS_PER_ADDRESS_PER_HOUR });
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await t.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: SIGN_UPS_PER_ADDRESS_PER_HOUR });
    expect((await signUp(99, '198.51.100.10')).statusCode).toBe(201);
    await t.close();
  });
});
