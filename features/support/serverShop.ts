import type { Container } from 'inversify';
import type { TokenStore } from '../../src/application/auth/ports';
import type { CookieJar } from '../../src/infrastructure/cookie/CookieJar';
import { DocumentCookieTokenStore } from '../../src/infrastructure/cookie/DocumentCookieTokenStore';
import { RequestCookieTokenStore } from '../../src/infrastructure/cookie/RequestCookieTokenStore';
import { buildContainer, type ContainerOptions } from '../../src/infrastructure/di/buildContainer';
import { serverAdapters } from '../../src/infrastructure/di/serverAdapters';
import { TOKENS } from '../../src/infrastructure/di/tokens';
import { ApiAuthGateway } from '../../src/infrastructure/http/ApiAuthGateway';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryErrorReporter } from '../../src/infrastructure/reporting/InMemoryErrorReporter';
import { findMemberByEmail } from '../../server/db/repositories/auth/members';
import { AccountMailSubjects } from '../../server/services/mail/accountMails';
import { apiClientOf, clientsOf } from '../../tests/server/helpers/apiClient';
import { latestVerificationToken, signUpVerified } from '../../tests/server/helpers/api';
import { createTestApp, type TestApp } from '../../tests/server/helpers/testApp';
import type { Backstage } from './backstage';
import type { Person } from './people';

/**
 * The second assembly (cucumber profile `server`): the real server in process on a fresh, empty
 * SQLite per scenario, its clock the scenario's. Each person's device is the production container
 * (buildContainer) over the typed client, as the browser reaches the API: her use cases on the
 * browser's blind TokenStore, her cookies (the HttpOnly token, the session) in a jar of her own.
 */
export class ServerShop implements Backstage {
  private passed = 0;
  private constructor(readonly test: TestApp, private readonly start: number) {}

  static async open(): Promise<ServerShop> {
    // On a whole second, as the fakes' FixedClock: expired_at is in whole seconds, and the boundary
    // scenarios of SPEC §4.1 (exactly 6 days) would otherwise lose the issuing second's milliseconds.
    const start = Math.floor(Date.now() / 1000) * 1000;
    const clock = { passed: () => 0 };
    const test = await createTestApp('sqlite', { now: () => start + clock.passed() });
    const shop = new ServerShop(test, start);
    clock.passed = () => shop.passed;
    return shop;
  }

  now(): number { return this.start + this.passed; }
  advance(ms: number): void { this.passed += ms; }

  async ensureAccount(person: Person, nickname: string): Promise<void> {
    if (!(await findMemberByEmail(this.test.db, person.email))) await signUpVerified(this.test.app, person.email, person.password, nickname);
  }

  async signInWithToken(person: Person, cookie: TokenStore): Promise<void> {
    // Signed in elsewhere earlier: the device holds the token cookie that sign-in set.
    const auth = new ApiAuthGateway(apiClientOf(this.test.app, new InMemoryTokenStore(), 'http'));
    cookie.save(await auth.signIn({ email: person.email, password: person.password }));
  }

  async signInWithSession(person: Person, cookie: TokenStore): Promise<void> {
    const answer = await this.test.app.inject({ method: 'POST', url: '/v2/member/login-test', payload: { email: person.email }, headers: { platform: 'desktop' } });
    if (answer.statusCode !== 200) throw new Error(`the demo sign-in refused ${person.email}: ${answer.body}`);
    (cookie as unknown as CookieJar).absorb([answer.headers['set-cookie'] ?? []].flat());
  }

  async memberCount(): Promise<number> {
    return (await this.test.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  }

  async verificationTokenFor(email: string): Promise<string | null> {
    const mail = (await this.mailbox()).find((m) => m.to === email.toLowerCase() && m.subject === AccountMailSubjects.VERIFY);
    return mail ? latestVerificationToken([mail]) : null;
  }

  async alreadyMemberNotices(): Promise<string[]> {
    return (await this.mailbox()).filter((m) => m.subject === AccountMailSubjects.ALREADY_MEMBER).map((m) => m.to).reverse();
  }

  /** The dev mailbox, newest first. */
  private async mailbox(): Promise<{ to: string; subject: string; text: string }[]> {
    return (await this.test.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data;
  }

  /** A person's browser at this shop: her container and her cookie jar (which holds the token cookie). */
  device(): { container: Container; tokens: RequestCookieTokenStore } {
    const jar = new RequestCookieTokenStore(undefined, { now: () => this.now() });
    const blind = new DocumentCookieTokenStore({ cookie: '' });
    const { http, api } = clientsOf(this.test.app, blind, 'http', { jar });
    const options: ContainerOptions = {
      runtime: 'server', apiBaseUrl: '', platform: 'desktop',
      overrides: (c) => {
        c.rebind(TOKENS.HttpClient).toConstantValue(http);
        c.rebind(TOKENS.ApiClient).toConstantValue(api);
      },
    };
    const adapters = new Map(serverAdapters(options));
    const reporter = new InMemoryErrorReporter();
    adapters.set(TOKENS.TokenStore, () => blind);
    adapters.set(TOKENS.Clock, () => ({ now: () => this.now() }));
    adapters.set(TOKENS.ErrorReporter, () => reporter);
    return { container: buildContainer(options, adapters), tokens: jar };
  }

  close(): Promise<void> {
    return this.test.close();
  }
}
