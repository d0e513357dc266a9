import { call, latestVerificationToken, setCookies } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

/**
 * Pre-account takeover (issue 25, item 4): whoever signs up first with someone else's e-mail must not
 * keep the account. Each sign-up is a claim; the verification link that is opened decides.
 */
describe.each(dialects())('sign-up claims on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const signUp = (email: string, password: string, nickname: string) => call(t.app, 'POST', '/v2/member/signup', { body: { email, password, nickname, terms: TERMS_VERSION } });
  const mailbox = async () => (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data as { to: string; text: string }[];
  const newestLink = async () => latestVerificationToken(await mailbox());
  const verify = (token: string) => call(t.app, 'POST', '/v2/member/verify-email', { body: { token } });
  const signIn = async (email: string, password: string) => (await call(t.app, 'POST', '/v2/member/login', { body: { email, password } })).statusCode;
  /** A spent or voided link of a verified account says so and signs no one in: no token, no cookie. */
  const expectAlreadyVerified = async (token: string, email: string) => {
    const answer = await verify(token);
    expect(answer.json()).toEqual({ data: { status: 'already_verified', email } });
    expect(setCookies(answer).auth_token_data).toBeUndefined();
  };
  const nickname = async (email: string) => (await t.db.selectFrom('members').select('nickname').where('email', '=', email).executeTakeFirstOrThrow()).nickname;

  it('gives the account to the one who opens her link: her password signs in, the first sign-up\'s is refused', async () => {
    expect((await signUp('amy.owner@example.com', 'attacker-pass-A', '路人甲')).statusCode).toBe(201);
    const attackerLink = await newestLink();
    expect((await signUp('amy.owner@example.com', 'owner-pass-B1', 'Amy')).statusCode).toBe(201);
    const ownerLink = await newestLink();
    const opened = await verify(ownerLink);
    expect(opened.json()).toEqual({ data: { status: 'signed_in', email: 'amy.owner@example.com', token: expect.objectContaining({ access_token: expect.any(String) }) } });
    expect(setCookies(opened).auth_token_data.value).toBeTruthy();
    expect(await signIn('amy.owner@example.com', 'owner-pass-B1')).toBe(200);
    expect(await signIn('amy.owner@example.com', 'attacker-pass-A')).toBe(401);
    expect(await nickname('amy.owner@example.com')).toBe('Amy');
    // The other claims died with the verification: the first sign-up's link only says the account is verified.
    await expectAlreadyVerified(attackerLink, 'amy.owner@example.com');
    expect(await signIn('amy.owner@example.com', 'owner-pass-B1')).toBe(200);
  });

  it('keeps the terms version and time the opened claim agreed to, and refuses a sign-up without the current terms', async () => {
    const refused = await call(t.app, 'POST', '/v2/member/signup', { body: { email: 'fay.owner@example.com', password: 'owner-pass-B1', nickname: 'Fay', terms: '2020-01-01' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ terms: '請閱讀並同意服務條款與隱私權政策' });
    await signUp('fay.owner@example.com', 'owner-pass-B1', 'Fay');
    await verify(await newestLink());
    const member = await t.db.selectFrom('members').select(['terms_version', 'terms_accepted_at']).where('email', '=', 'fay.owner@example.com').executeTakeFirstOrThrow();
    expect(member.terms_version).toBe(TERMS_VERSION);
    expect(Number(member.terms_accepted_at)).toBeGreaterThan(0);
  });

  it('never lets a sign-up left unverified block the owner who signs up later', async () => {
    await signUp('bea.owner@example.com', 'attacker-pass-A', '路人甲');
    const attackerLink = await newestLink();
    // Both answers are an unverified account's: nobody signs in before a link is opened.
    expect(await signIn('bea.owner@example.com', 'attacker-pass-A')).toBe(403);
    await signUp('bea.owner@example.com', 'owner-pass-B1', 'Bea');
    expect((await verify(await newestLink())).statusCode).toBe(200);
    await expectAlreadyVerified(attackerLink, 'bea.owner@example.com');
    expect(await signIn('bea.owner@example.com', 'owner-pass-B1')).toBe(200);
    expect(await signIn('bea.owner@example.com', 'attacker-pass-A')).toBe(401);
  });

  it('leaves a verified member alone and mails her instead', async () => {
    await signUp('cara.owner@example.com', 'owner-pass-B1', 'Cara');
    await verify(await newestLink());
    expect((await signUp('cara.owner@example.com', 'attacker-pass-A', '路人甲')).statusCode).toBe(201);
    const [mail] = await mailbox();
    expect(mail.text).not.toContain('verify-email?token=');
    expect(await signIn('cara.owner@example.com', 'owner-pass-B1')).toBe(200);
    expect(await signIn('cara.owner@example.com', 'attacker-pass-A')).toBe(401);
    expect(await nickname('cara.owner@example.com')).toBe('Cara');
  });

  it('answers a resend with a link where the mailbox owner sets her own password, never a stranger\'s', async () => {
    await signUp('dana.owner@example.com', 'attacker-pass-A', '路人甲');
    const attackerLink = await newestLink();
    expect((await call(t.app, 'POST', '/v2/member/resend-verification', { body: { email: 'dana.owner@example.com' } })).statusCode).toBe(200);
    const [mail] = await mailbox();
    expect(mail.to).toBe('dana.owner@example.com');
    expect(mail.text).not.toContain('verify-email?token=');
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
    expect((await call(t.app, 'POST', '/v2/member/password/reset', { body: { token, password: 'owner-pass-B1' } })).statusCode).toBe(200);
    await expectAlreadyVerified(attackerLink, 'dana.owner@example.com');
    expect(await signIn('dana.owner@example.com', 'owner-pass-B1')).toBe(200);
    expect(await signIn('dana.owner@example.com', 'attacker-pass-A')).toBe(401);
  });

  it('lets the owner in through a social provider that vouches for the e-mail, and voids the pending claims', async () => {
    await signUp('erin.owner@example.com', 'attacker-pass-A', '路人甲');
    const attackerLink = await newestLink();
    const start = await call(t.app, 'POST', '/v2/member/social/start', { body: { provider: 'facebook', return_to: '/' } });
    const authorize = new URL(start.json().data.url);
    const approve = new URLSearchParams(authorize.search);
    approve.set('name', 'Erin');
    approve.set('email', 'erin.owner@example.com');
    const landing = new URL(String((await t.app.inject({ method: 'GET', url: `/sandbox/idp/approve?${approve}` })).headers.location));
    const body = { provider: 'facebook', code: landing.searchParams.get('code'), state: landing.searchParams.get('state') };
    const social = await call(t.app, 'POST', '/v2/member/social/verify', { body, cookies: { social_state: setCookies(start).social_state.value } });
    expect(social.json().data.status).toBe('signed_in');
    await expectAlreadyVerified(attackerLink, 'erin.owner@example.com');
    expect(await signIn('erin.owner@example.com', 'attacker-pass-A')).toBe(401);
  });
});
