import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { createDatabase } from '../../server/db/database';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../server/db/unavailable';
import { endpointKey } from '../../contract/endpoint';
import { HealthEndpoints } from '../../contract/endpoints/health';
import { inProcessDispatch } from '../../server/ssr/inProcessTransport';
import { fromResponse } from '../../src/infrastructure/http/mapHttpError';
import { errorPageStatus } from '../../src/domain/errors/errorPage';
import { call } from './helpers/api';
import { freePort } from './helpers/pgCluster';
import { testConfig } from './helpers/testApp';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

const UNAVAILABLE_BODY = { error_code: 'GEN_000503', message: '系統維護中，請稍後再試' };
const withCode = (code: string) => Object.assign(new Error(`failed (${code})`), { code });

describe('isDatabaseUnavailable: connection-level failures, never a bug in a query', () => {
  it.each([
    ['refused while PostgreSQL restarts', withCode('ECONNREFUSED')],
    ['reset when it stops', withCode('ECONNRESET')],
    ['57P01 admin_shutdown', withCode('57P01')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now', withCode('57P03')],
    ['class 08 connection_failure', withCode('08006')],
    ['53100 disk_full', withCode('53100')],
    ['the socket ended', new Error('Connection terminated unexpectedly')],
    ['the connect timed out', new Error('Connection terminated due to connection timeout')],
    ['no free client in time', new Error('timeout exceeded when trying to connect')],
    ['a broken client used again', new Error('Client has encountered a connection error and is not queryable')],
    ['SQLite I/O error', withCode('SQLITE_IOERR_WRITE')],
    ['SQLite full disk', withCode('SQLITE_FULL')],
    ['SQLite file moved', withCode('SQLITE_READONLY_DBMOVED')],
    ['our own guard', new DatabaseUnavailableError('file-moved', 'gone')],
    ['refused on every address', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
    ['wrapped as a cause', new Error('query failed', { cause: withCode('57P01') })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError('x is undefined')],
    ['no error at all', null],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the page server reading in process while the database is away', () => {
  it('gets the service-unavailable exception (the busy page, status 503), and a bug still the 500', async () => {
    const logged: unknown[] = [];
    const ctx = { log: { error: (entry: unknown) => logged.push(entry) } } as never;
    const failing = (error: unknown) => new Map([[endpointKey(HealthEndpoints.ping), { endpoint: HealthEndpoints.ping, handler: () => Promise.reject(error) } as never]]);
    const ask = async (error: unknown) => {
      const answer = (await inProcessDispatch(ctx, failing(error))(HealthEndpoints.ping, { params: {}, query: {}, body: undefined, headers: {} }))!;
      return fromResponse(answer.status, answer.body, answer.headers);
    };
    const away = await ask(withCode('ECONNREFUSED'));
    expect(away).toMatchObject({ kind: 'service-unavailable', status: 503, code: 'GEN_000503' });
    expect(errorPageStatus(away)).toBe(503);
    expect(errorPageStatus(await ask(new TypeError('x is undefined')))).toBe(500);
    expect(logged).toHaveLength(1);
  });
});

describe('the API on a PostgreSQL that does not answer', () => {
  it('answers /ping, a read and a write with 503 and the documented body, with Retry-After on the API', async () => {
    const db = await createDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/none`, { onPoolError: () => undefined });
    const app = await buildApp({ db, config: testConfig() });
    const ping = await app.inject({ method: 'GET', url: '/ping' });
    expect({ status: ping.statusCode, body: ping.json() }).toEqual({ status: 503, body: UNAVAILABLE_BODY });
    for (const response of [
      await call(app, 'GET', '/resource/mall/all'),
      await call(app, 'POST', '/v2/member/signup', { body: { email: 'new@example.com', password: 'secret-pass-1', nickname: '測試媽咪', terms: TERMS_VERSION } }),
    ]) {
      expect({ status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] }).toEqual({ status: 503, body: UNAVAILABLE_BODY, retryAfter: '5' });
    }
    await app.close();
    await db.destroy();
  });
});

const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('a pg client whose server ends it while it is checked out of the pool', () => {
  it('is reported, not thrown (no process exit); the transaction fails as unavailable and the next query gets a new client', async () => {
    const reported: Error[] = [];
    const db = await createDatabase(process.env.TEST_DATABASE_URL!, { onPoolError: (error) => reported.push(error) });
    const admin = await createDatabase(process.env.TEST_DATABASE_URL!);
    const outcome = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      // Idle in the transaction, between two statements: the FATAL 57P01 arrives with no query to fail.
      await sql`select pg_terminate_backend(${rows[0].pid})`.execute(admin);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select 1`.execute(trx);
    }).then(() => 'committed', (error: unknown) => error);
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect(reported.map((error) => (error as Error & { code?: string }).code)).toContain('57P01');
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    await db.destroy();
    await admin.destroy();
  });
});
