import { COUPON_STATES, type CouponState } from '../../../src/domain/memberWallet/coupons';
import type { MemberWallet } from '../../../src/application/memberWallet/ports';
import { AxiosMemberWallet } from '../../../src/infrastructure/http/AxiosMemberWallet';
import { InProcessMemberWallet } from '../../../server/ssr/inprocess/InProcessMemberWallet';
import { signUpVerified } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { adapterPair, expiredCookieHeader, sameOutcome, signedInCookieHeader, tokenRecovery, UNKNOWN_TOKEN_COOKIE } from './inProcessPair';

describe.each(dialects())('the wallet pages read in process exactly as the API answers them (%s)', (dialect) => {
  let api: TestApp;
  let amy: string;
  let newcomer: string;
  const unexpected: unknown[] = [];
  const wallets = (cookieHeader: string | undefined) =>
    adapterPair<MemberWallet>(api, unexpected, (http) => new AxiosMemberWallet(http), (...parts) => new InProcessMemberWallet(...parts))(cookieHeader);

  beforeAll(async () => {
    // Amy is seeded with coupons and credit; a new member may claim the new-customer gift.
    api = await createTestApp(dialect, { seed: 0.05 });
    amy = await signedInCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1');
    await signUpVerified(api.app, 'wallet@example.com', 'secret-pass-1', '新手媽咪');
    newcomer = await signedInCookieHeader(api, 'wallet@example.com', 'secret-pass-1');
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  it('the member\'s coupons in every state, and their credit', async () => {
    for (const state of COUPON_STATES) await sameOutcome(wallets(amy), (wallet) => wallet.coupons(state));
    expect(await sameOutcome(wallets(amy), (wallet) => wallet.coupons('usable'))).toMatchObject({ value: { coupons: expect.arrayContaining([expect.anything()]) } });
    expect(await sameOutcome(wallets(amy), (wallet) => wallet.credit())).toHaveProperty('value');
    await sameOutcome(wallets(newcomer), (wallet) => wallet.coupons('usable'));
    await sameOutcome(wallets(newcomer), (wallet) => wallet.credit());
  });

  it('a state the contract refuses: the parameter failure', async () => {
    expect(await sameOutcome(wallets(amy), (wallet) => wallet.coupons('lost' as CouponState))).toMatchObject({ failure: { kind: 'parameter' } });
  });

  it('the new-customer gift for a member, a new member and a visitor (readable signed out)', async () => {
    await sameOutcome(wallets(amy), (wallet) => wallet.gift());
    await sameOutcome(wallets(newcomer), (wallet) => wallet.gift());
    expect(await sameOutcome(wallets(undefined), (wallet) => wallet.gift())).toMatchObject({ value: { status: 'visitor' } });
  });

  it('a visitor: the sign-in 401; a token the shop never issued: the API\'s answer after the refused refresh', async () => {
    for (const cookieHeader of [undefined, UNKNOWN_TOKEN_COOKIE]) {
      const coupons = await sameOutcome(wallets(cookieHeader), (wallet) => wallet.coupons('lost' as CouponState));
      const credit = await sameOutcome(wallets(cookieHeader), (wallet) => wallet.credit());
      for (const answer of [coupons, credit]) expect(answer).toMatchObject({ failure: { status: 401 } });
      if (cookieHeader === undefined) expect(credit).toMatchObject({ failure: { code: 'AUTH_100001', message: '請先登入' } });
    }
  });

  it('an expired access token: member reads go to the API, which refreshes the token; the gift reads as a visitor\'s, as the API answers it', async () => {
    const pair = wallets(await expiredCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1'));
    expect(await sameOutcome(pair, (wallet) => wallet.coupons('usable'))).toEqual(await sameOutcome(wallets(amy), (wallet) => wallet.coupons('usable')));
    expect(tokenRecovery(pair.jar)).toBe('refreshed');
    const creditPair = wallets(await expiredCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1'));
    expect(await sameOutcome(creditPair, (wallet) => wallet.credit())).toHaveProperty('value');
    expect(tokenRecovery(creditPair.jar)).toBe('refreshed');
    const giftPair = wallets(await expiredCookieHeader(api, 'amy@example.com', 'jiutuan-demo-1'));
    expect(await sameOutcome(giftPair, (wallet) => wallet.gift())).toMatchObject({ value: { status: 'visitor' } });
    expect(tokenRecovery(giftPair.jar)).toBe('none');
  });
});
