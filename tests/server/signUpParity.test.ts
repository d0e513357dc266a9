import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { buildApp } from '../../server/app';
import { BoundedQueue } from '../../server/services/auth/hashQueue';
import { call, signUpVerified } from './helpers/api';
import { createTestDatabase, dialects, testConfig, type TestDatabase } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

/** Counts the statements the app sends, so both sign-up paths can be shown to make the same round trips. */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/**
 * Sign-up must not tell who is a member (issue 25, item 5): a member's e-mail took 3-5 ms, a new one a
 * full scrypt hash. Without wall-clock thresholds: the same answer, one hash through the hashing queue
 * and the same number of statements on every path (bench/signupTiming.ts measures the time).
 */
describe.each(dialects())('sign-up answers alike for members and strangers on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const counter = new StatementCounter();
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({ db: database.db.withPlugin(counter), config: testConfig({ databaseUrl: database.url }) });
    await signUpVerified(app, 'member@example.com');
    await call(app, 'POST', '/v2/member/signup', { body: { email: 'pending@example.com', password: 'first-pass-1', nickname: '待驗證', terms: TERMS_VERSION } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  afterEach(() => jest.restoreAllMocks());

  async function observe(email: string) {
    const hashes = jest.spyOn(BoundedQueue.prototype, 'run');
    counter.count = 0;
    const response = await call(app, 'POST', '/v2/member/signup', { body: { email, password: 'offered-pass-1', nickname: '新朋友', terms: TERMS_VERSION } });
    const observed = { status: response.statusCode, body: response.json(), hashes: hashes.mock.calls.length, statements: counter.count };
    hashes.mockRestore();
    return observed;
  }

  it('hashes the offered password once and makes the same round trips for a new e-mail, a member\'s and a pending one', async () => {
    const fresh = await observe('stranger@example.com');
    const member = await observe('member@example.com');
    const pending = await observe('pending@example.com');
    expect(fresh).toEqual({ status: 201, body: { data: { email: 'stranger@example.com' } }, hashes: 1, statements: expect.any(Number) });
    expect(member).toEqual({ ...fresh, body: { data: { email: 'member@example.com' } } });
    expect(pending).toEqual({ ...fresh, body: { data: { email: 'pending@example.com' } } });
  });
});
