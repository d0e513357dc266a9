import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface Answer {
  path: string;
  status: number;
  type: string;
  body: string;
  retryAfter: string | null;
  /** The socket failed: the server is gone or reset the connection. */
  error?: string;
}

/** Asks as a browser asks for a page (`html`), or as a script or a load balancer asks for JSON. */
export async function fetchAnswer(port: number, path: string, options: { html?: boolean; timeoutMs?: number } = {}): Promise<Answer> {
  const accept = options.html ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json';
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000), headers: { accept } });
    const body = await response.text();
    return { path, status: response.status, type: response.headers.get('content-type') ?? '', body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { path, status: 0, type: '', body: '', retryAfter: null, error: cause?.code ?? (error as Error).name };
  }
}

export interface ShopProcess {
  port: number;
  /** The exit code or signal once the process has ended, else null. */
  exited(): string | null;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server (`server/main.ts`) as a child process, so that a crash is an observable exit.
 * Pages come from the production build when there is one, else from Vite's dev middleware (CI tests before it builds).
 */
export async function startShop(env: Record<string, string>, port: number, dev = !existsSync('dist/client/index.html')): Promise<ShopProcess> {
  // Its own process group: tsx runs the server in a grandchild, and stop() ends the two together.
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts', ...(dev ? ['--dev'] : [])], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let ended: string | null = null;
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.on('exit', (code, signal) => (ended = `exit ${code ?? signal}`));
  const shop: ShopProcess = {
    port,
    exited: () => ended,
    output: () => output,
    stop: async () => {
      if (ended !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await gone;
    },
  };
  const deadline = Date.now() + 90_000;
  while ((await fetchAnswer(port, '/ping', { timeoutMs: 2_000 })).status !== 200) {
    if (ended !== null || Date.now() > deadline) throw new Error(`the shop did not start (${ended ?? 'timeout'}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return shop;
}

/** Concurrent loops of requests over `paths` until stopped (`pages` asked for as a browser does); every answer is kept. */
export function driveLoad(port: number, paths: string[], loops: number, pages: string[] = []): { answers: Answer[]; stop(): Promise<void> } {
  const answers: Answer[] = [];
  let running = true;
  const loop = async (index: number) => {
    for (let round = 0; running; round++) {
      const path = paths[(index + round) % paths.length];
      const answer = await fetchAnswer(port, path, { html: pages.includes(path) });
      answers.push(answer);
      // A refused socket answers at once: do not spin.
      if (answer.error) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const all = Promise.all(Array.from({ length: loops }, (_, index) => loop(index)));
  return {
    answers,
    stop: async () => {
      running = false;
      await all;
    },
  };
}
