// Scale-out on one machine: N identical app processes behind nginx against one PostgreSQL.
//
//   npm run scaleout -- 4 [--port 8080]
//
// Uses DATABASE_URL when it is postgres://…, else starts a throwaway PostgreSQL (initdb as the
// postgres user under /tmp, a free port; removed on exit). Builds what is stale once, starts the
// first process with --seed (migrations + seed of an empty database), then the others, then nginx
// (`nginx -c <conf generated from deploy/nginx.conf> -p <tmpdir>`, in the foreground). Ctrl-C or
// SIGTERM stops nginx, drains every app process and stops the throwaway database.
// bench/scaleout.ts uses startPostgres/startCluster from here.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { clearTimeout, setTimeout } from 'node:timers';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { tracingArgs } from './tracing-wanted.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PGBIN = ['17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`)) ?? '/usr/lib/postgresql/15/bin';

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, ms, isAlive = () => true) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: the process exited before answering`);
    try {
      if ((await globalThis.fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${Math.round(ms / 1000)} s`);
}

/** A throwaway PostgreSQL under /tmp (initdb refuses root, so it runs as the postgres user when we are root). */
export async function startPostgres({ log = console.log } = {}) {
  if (!existsSync(`${PGBIN}/initdb`)) throw new Error(`PostgreSQL not found (${PGBIN}); apt-get install postgresql, or set DATABASE_URL=postgres://…`);
  const dir = mkdtempSync(path.join(tmpdir(), 'jiutuan-scaleout-pg-'));
  const root = process.getuid?.() === 0;
  const asPg = (args) => (root ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
  if (root) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout), Number(gid.stdout));
  }
  const port = await freePort();
  const run = (args) => {
    const [cmd, rest] = asPg(args);
    const result = spawnSync(cmd, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  };
  run([`${PGBIN}/initdb`, '-D', `${dir}/data`, '--auth=trust', '-U', 'postgres', '--no-sync']);
  run([`${PGBIN}/pg_ctl`, '-D', `${dir}/data`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`, '-w', '-l', `${dir}/log`, 'start']);
  log(`[scaleout] PostgreSQL on 127.0.0.1:${port} (${dir}, removed on exit)`);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    const [cmd, rest] = asPg([`${PGBIN}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', 'stop']);
    spawnSync(cmd, rest, { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** One app process's node arguments: the tracing preload only when the OTEL_* settings ask for it, as `npm start` does. */
export const appProcessArgs = (env, seed) => [...tracingArgs(env), '--enable-source-maps', 'dist/app/main.js', ...(seed ? ['--seed'] : [])];

/** deploy/nginx.conf with this run's listen port and upstream servers. */
export function nginxConf(port, appPorts) {
  const template = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const servers = appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  return template
    .replace(/# scaleout:servers\n[\s\S]*?# scaleout:end/, `# scaleout:servers\n${servers}\n    # scaleout:end`)
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`);
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitExit(child, ms) {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * N app processes (compiled server, production mode with DEMO_MODE=1, listening on 127.0.0.1, the
 * default in demo mode) and nginx in front of them on `port`. nginx reaches them from 127.0.0.1, the one
 * address whose X-Forwarded-For they believe (TRUST_PROXY). Resolves when nginx answers /ping; `stop()`
 * ends everything it started.
 */
export async function startCluster({ processes, databaseUrl, port, logLevel = 'warn', log = console.log, build = true }) {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('scale-out needs PostgreSQL: DATABASE_URL=postgres://…');
  const nginx = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (!nginx) throw new Error('nginx not found: apt-get install -y nginx-light');
  if (build) buildIfStale();

  const publicOrigin = `http://localhost:${port}`;
  const apps = [];
  const appPorts = [];
  const startApp = async (seed) => {
    const appPort = await freePort();
    // The compiled server directly (what `npm start` runs once the build is fresh): N processes
    // must not each check and rebuild dist/ at the same moment.
    const child = spawn(process.execPath, appProcessArgs(process.env, seed), {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env, NODE_ENV: 'production', PORT: String(appPort), DATABASE_URL: databaseUrl, DEMO_MODE: '1', HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1',
        PUBLIC_ORIGIN: publicOrigin, LOG_LEVEL: logLevel,
      },
    });
    apps.push(child);
    appPorts.push(appPort);
    await waitFor(`http://127.0.0.1:${appPort}/ping`, 300_000, () => !exited(child));
    log(`[scaleout] app ${apps.length} (pid ${child.pid}) on 127.0.0.1:${appPort}`);
  };

  const prefix = mkdtempSync(path.join(tmpdir(), 'jiutuan-nginx-'));
  let proxy = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (proxy && !exited(proxy)) {
      proxy.kill('SIGQUIT'); // graceful: finish what is in flight
      await waitExit(proxy, 5_000);
    }
    for (const child of apps) if (!exited(child)) child.kill('SIGTERM'); // each drains, closes its pool, exits 0
    await Promise.all(apps.map((child) => waitExit(child, 12_000)));
    rmSync(prefix, { recursive: true, force: true });
  };
  const killNow = () => {
    for (const child of [proxy, ...apps]) if (child && !exited(child)) child.kill('SIGKILL');
  };
  process.on('exit', killNow);

  try {
    // The first process migrates and seeds an empty database; the rest start on a ready one.
    await startApp(true);
    for (let i = 1; i < processes; i++) await startApp(false);

    // nginx workers run as nobody when we are root: they need to reach the prefix and its temp dirs.
    chmodSync(prefix, 0o755);
    for (const dir of ['logs', 'tmp', 'tmp/client_body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
      mkdirSync(path.join(prefix, dir), { recursive: true });
      chmodSync(path.join(prefix, dir), 0o777);
    }
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConf(port, appPorts));
    const test = spawnSync(nginx, ['-t', '-q', '-c', conf, '-p', `${prefix}/`], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
    proxy = spawn(nginx, ['-c', conf, '-p', `${prefix}/`, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    await waitFor(`http://127.0.0.1:${port}/ping`, 10_000, () => !exited(proxy));
  } catch (error) {
    await stop();
    throw error;
  }
  log(`[scaleout] nginx on ${publicOrigin} → ${appPorts.length} process(es): ${appPorts.join(', ')}`);
  return { url: `http://127.0.0.1:${port}`, publicOrigin, appUrls: appPorts.map((p) => `http://127.0.0.1:${p}`), stop };
}

async function main() {
  const args = process.argv.slice(2);
  const portFlag = args.indexOf('--port');
  const port = portFlag >= 0 ? Number(args[portFlag + 1]) : 8080;
  const processes = Number(args.find((a, i) => /^\d+$/.test(a) && i !== portFlag + 1) ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new Error('usage: npm run scaleout -- N [--port 8080]  (1 ≤ N ≤ 32)');

  const given = process.env.DATABASE_URL ?? '';
  const pg = /^postgres(ql)?:\/\//.test(given) ? null : await startPostgres();
  const cluster = await startCluster({ processes, databaseUrl: pg?.url ?? given, port, logLevel: process.env.LOG_LEVEL ?? 'warn' });
  console.log(`[scaleout] ready: ${cluster.publicOrigin} (Ctrl-C stops everything)`);
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    console.log(`[scaleout] ${signal}: stopping nginx, draining ${processes} process(es)…`);
    await cluster.stop();
    pg?.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(signal));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
