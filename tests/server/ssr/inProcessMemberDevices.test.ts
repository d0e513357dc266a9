import type { SignedInDevices } from '../../../src/application/memberDevices/ports';
import { AxiosSignedInDevices } from '../../../src/infrastructure/http/AxiosSignedInDevices';
import { InProcessSignedInDevices } from '../../../server/ssr/inprocess/InProcessSignedInDevices';
import { signUpVerified } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { adapterPair, expiredCookieHeader, sameOutcome, signedInCookieHeader, tokenRecovery, UNKNOWN_TOKEN_COOKIE } from './inProcessPair';

describe.each(dialects())('登入裝置 reads in process exactly as the API answers it (%s)', (dialect) => {
  let api: TestApp;
  let laptop: string;
  const unexpected: unknown[] = [];
  const devices = (cookieHeader: string | undefined) =>
    adapterPair<SignedInDevices>(api, unexpected, (http) => new AxiosSignedInDevices(http), (...parts) => new InProcessSignedInDevices(...parts))(cookieHeader);

  beforeAll(async () => {
    api = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(api.app, 'devices@example.com', 'secret-pass-1', '兩台媽咪');
    laptop = await signedInCookieHeader(api, 'devices@example.com', 'secret-pass-1');
    await signedInCookieHeader(api, 'devices@example.com', 'secret-pass-1');
  });
  afterAll(() => api.close());
  afterEach(() => expect(unexpected).toEqual([]));

  it('the member\'s devices, this one first', async () => {
    const answer = await sameOutcome(devices(laptop), (port) => port.list());
    expect(answer).toMatchObject({ value: [{ current: true }, { current: false }] });
  });

  it('a visitor: the sign-in 401; a token the shop never issued: the API\'s answer after the refused refresh', async () => {
    expect(await sameOutcome(devices(undefined), (port) => port.list())).toMatchObject({ failure: { status: 401, code: 'AUTH_100001' } });
    expect(await sameOutcome(devices(UNKNOWN_TOKEN_COOKIE), (port) => port.list())).toMatchObject({ failure: { status: 401 } });
  });

  it('an expired access token: the read goes to the API, which refreshes the token', async () => {
    const pair = devices(await expiredCookieHeader(api, 'devices@example.com', 'secret-pass-1'));
    expect(await sameOutcome(pair, (port) => port.list())).toHaveProperty('value');
    expect(tokenRecovery(pair.jar)).toBe('refreshed');
  });
});
