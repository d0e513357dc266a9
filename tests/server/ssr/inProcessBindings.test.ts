import 'reflect-metadata';
import { buildContainer } from '../../../src/infrastructure/di/buildContainer';
import { MEMBER_WALLET_TOKENS } from '../../../src/application/memberWallet/tokens';
import { QA_TOKENS } from '../../../src/application/qa/tokens';
import { inProcessBindings } from '../../../server/ssr/inprocess/inProcessBindings';
import { InProcessMemberWallet } from '../../../server/ssr/inprocess/InProcessMemberWallet';
import { InProcessQaGateway } from '../../../server/ssr/inprocess/InProcessQaGateway';
import { signUpVerified } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { signedInCookieHeader } from './inProcessPair';

describe('the page server binds in-process adapters per request', () => {
  let api: TestApp;
  let signedIn: string;
  beforeAll(async () => {
    api = await createTestApp('sqlite', { seed: 0.05 });
    await signUpVerified(api.app, 'bindings@example.com', 'secret-pass-1', '綁定媽咪');
    signedIn = await signedInCookieHeader(api, 'bindings@example.com', 'secret-pass-1');
  });
  afterAll(() => api.close());

  const requestContainer = (cookieHeader: string | undefined) => {
    const bind = inProcessBindings({ ...api, now: Date.now, parseCookie: (header) => api.app.parseCookie(header) }, () => {});
    return buildContainer({
      runtime: 'server', apiBaseUrl: '', platform: 'desktop', cookieHeader,
      transport: async () => { throw new Error('no API call expected'); },
      overrides: (container) => bind(container, { userAgent: 'jest' }),
    });
  };

  it('answers a member’s page reads in process when the visitor carries a token', () => {
    const container = requestContainer(signedIn);
    expect(container.get(MEMBER_WALLET_TOKENS.MemberWallet)).toBeInstanceOf(InProcessMemberWallet);
  });

  it('leaves the member reads of a visitor without a token on the API (their 401 either way), and still reads the forum in process', () => {
    const container = requestContainer('bench=uncached');
    expect(container.get(MEMBER_WALLET_TOKENS.MemberWallet)).not.toBeInstanceOf(InProcessMemberWallet);
    expect(container.get(QA_TOKENS.QaGateway)).toBeInstanceOf(InProcessQaGateway);
  });
});
