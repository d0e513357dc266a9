import { connect, type AddressInfo, type Socket } from 'node:net';
import { HTTP_LIMITS, type HttpLimits } from '../../server/networkConfig';
import { createTestApp, type TestApp } from './helpers/testApp';

// Sockets and timers only: no query depends on the dialect, so SQLite alone.

const SHORT: HttpLimits = { headersTimeoutMs: 500, requestTimeoutMs: 1500, keepAliveTimeoutMs: 500, idleTimeoutMs: 1200, connectionsPerAddress: 64 };
/** Long enough that a test never sees a timeout it did not ask for. */
const GIVE_UP_MS = 6000;

async function listening(limits: HttpLimits, trustProxy: string[] = []): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp('sqlite', { config: { http: limits, trustProxy } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

interface Outcome { closedAfterMs: number | null; answer: string; dripped: number }

/** Sends `first`, then one character of `drip` every `everyMs` ms, until the server closes the connection (or we give up). */
function slowClient(port: number, first: string, drip: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    let dripped = 0;
    const socket = connect(port, '127.0.0.1', () => socket.write(first));
    const timer = setInterval(() => dripped < drip.length && socket.write(drip[dripped++]!), everyMs);
    const done = (closedAfterMs: number | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer, dripped });
    };
    const giveUp = setTimeout(() => done(null), GIVE_UP_MS);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => done(Date.now() - started));
  });
}

const open = (port: number): Promise<Socket> => new Promise((resolve, reject) => {
  const socket = connect(port, '127.0.0.1', () => resolve(socket));
  socket.on('error', reject);
});

/** A GET on an already open socket: the status line, or 'closed' when the server dropped it. */
const ask = (socket: Socket): Promise<string> => new Promise((resolve) => {
  socket.once('data', (chunk) => resolve(String(chunk).split('\r\n')[0]!));
  socket.once('close', () => resolve('closed'));
  socket.write('GET /ping HTTP/1.1\r\nHost: shop\r\n\r\n');
});

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => ({ t, port } = await listening(SHORT)));
  afterAll(() => t.close());

  it('cuts off a body trickled a byte at a time once the request timeout is over, answering 408', async () => {
    const headers = 'POST /v2/member/login HTTP/1.1\r\nHost: shop\r\nplatform: desktop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    // Each byte comes well inside the idle timeout, so only the whole-request timeout can end this.
    const outcome = await slowClient(port, headers, 'x'.repeat(100), 300);
    expect(outcome.closedAfterMs).not.toBeNull();
    expect(outcome.closedAfterMs!).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs - 100);
    expect(outcome.dripped).toBeLessThan(100);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.answer).toContain('"error_code":"GEN_000408"');
  });

  it('cuts off a client that never finishes its headers', async () => {
    const outcome = await slowClient(port, 'GET /ping HTTP/1.1\r\nHost: shop\r\n', 'X-Slow: ' + 'a'.repeat(100), 150);
    expect(outcome.closedAfterMs).not.toBeNull();
    expect(outcome.closedAfterMs!).toBeLessThan(SHORT.requestTimeoutMs);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection on which nothing moves, and a kept-alive one left idle', async () => {
    const stalled = await slowClient(port, 'POST /v2/member/login HTTP/1.1\r\nHost: shop\r\nContent-Length: 100\r\n\r\n{', '', 1000);
    expect(stalled.closedAfterMs).not.toBeNull();
    const idle = await slowClient(port, 'GET /ping HTTP/1.1\r\nHost: shop\r\n\r\n', '', 1000);
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.closedAfterMs).not.toBeNull();
  });

  it('still serves normal requests, bodies included', async () => {
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/ping`)).status).toBe(200);
    const login = await fetch(`${base}/v2/member/login`, {
      method: 'POST', headers: { platform: 'desktop', 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
    });
    expect(login.status).toBe(401);
  });
});

describe('open connections per address', () => {
  const limits = { ...HTTP_LIMITS, connectionsPerAddress: 64 };

  it('refuses the 65th connection from one address while the 64 stay open and keep working', async () => {
    const { t, port } = await listening(limits);
    const first = await Promise.all(Array.from({ length: 64 }, () => open(port)));
    const extra = await slowClient(port, 'GET /ping HTTP/1.1\r\nHost: shop\r\n\r\n', '', 1000);
    expect(extra).toMatchObject({ answer: '' });
    expect(extra.closedAfterMs).not.toBeNull();
    expect(await Promise.all(first.map(ask))).toEqual(Array(64).fill('HTTP/1.1 200 OK'));
    // A closed connection frees its place.
    first[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await open(port);
    expect(await ask(again)).toBe('HTTP/1.1 200 OK');
    for (const socket of [...first, again]) socket.destroy();
    await t.close();
  });

  it('does not bound the connections of a configured proxy', async () => {
    const { t, port } = await listening(limits, ['127.0.0.1']);
    const sockets = await Promise.all(Array.from({ length: 80 }, () => open(port)));
    expect(await Promise.all(sockets.slice(60).map(ask))).toEqual(Array(20).fill('HTTP/1.1 200 OK'));
    for (const socket of sockets) socket.destroy();
    await t.close();
  });
});
