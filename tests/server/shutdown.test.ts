import { spawn } from 'node:child_process';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { drainAndClose } from '../../server/shutdown';

const get = (port: number, path: string) => new Promise<{ status: number; body: string }>((resolve, reject) => {
  const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
    let body = '';
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
  });
  req.on('error', reject);
  req.end();
});

/** `reached` settles when a /slow request is in its handler (a fixed sleep is not enough on a busy machine). */
async function serverWithSlowRoute(ms: number, events: string[] = []): Promise<{ app: FastifyInstance; port: number; reached: Promise<void> }> {
  let arrived = (): void => undefined;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const app = Fastify();
  app.addHook('onResponse', async (_request, reply) => void events.push(`response ${reply.statusCode} sent`));
  app.get('/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return 'done';
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port, reached };
}

describe('drainAndClose', () => {
  it('finishes in-flight requests, refuses new ones, then closes the database: exit code 0', async () => {
    const events: string[] = [];
    const { app, port, reached } = await serverWithSlowRoute(300, events);
    const inFlight = get(port, '/slow');
    await reached;
    const code = drainAndClose(app, { destroy: async () => void events.push('database closed') }, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(get(port, '/slow')).rejects.toThrow(/ECONNREFUSED/);
    expect(await code).toBe(0);
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(events).toEqual(['response 200 sent', 'database closed']);
  });

  it('answers 1 when the database does not close', async () => {
    const { app } = await serverWithSlowRoute(0);
    expect(await drainAndClose(app, { destroy: () => Promise.reject(new Error('busy')) }, 5_000)).toBe(1);
  });

  it('answers 1 when a request outlives the grace period', async () => {
    const { app, port, reached } = await serverWithSlowRoute(1_000);
    const inFlight = get(port, '/slow').catch(() => undefined);
    await reached;
    expect(await drainAndClose(app, { destroy: async () => undefined }, 100)).toBe(1);
    await inFlight;
  });
});

describe('scripts/supervise.mjs (npm start)', () => {
  const childScript = "process.on('SIGTERM', () => setTimeout(() => process.exit(Number(process.env.CODE)), 100)); setInterval(() => {}, 1000); console.log('ready')";
  const supervisor = `import('./scripts/supervise.mjs').then((m) => m.supervise(['-e', ${JSON.stringify(childScript)}], process.env))`;

  async function terminate(code: string): Promise<{ exit: number | null; signal: string | null; output: string }> {
    const proc = spawn(process.execPath, ['-e', supervisor], { env: { ...process.env, CODE: code }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    await new Promise<void>((resolve) => proc.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready')) resolve();
    }));
    proc.kill('SIGTERM');
    return new Promise((resolve) => proc.on('exit', (exit, signal) => resolve({ exit, signal, output })));
  }

  it('forwards SIGTERM to the server and exits with its code once it has finished', async () => {
    expect(await terminate('0')).toMatchObject({ exit: 0, signal: null });
    expect(await terminate('3')).toMatchObject({ exit: 3, signal: null });
  });
});
