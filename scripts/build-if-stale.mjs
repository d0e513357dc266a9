// Builds what is missing or older than its sources (used by start and e2e): the client + SSR bundle
// (`npm run build`), or only the compiled server (dist/app, about 2 s) when only the server changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.cwd();
const bundle = {
  stamp: 'dist/.build-stamp',
  outputs: ['dist/server/entry-server.js', 'dist/admin-server/entry-server.js', 'dist/client/.vite/chunk-modules.json', 'dist/admin-client/.vite/chunk-modules.json', 'dist/app/main.js'],
  sources: ['src', 'contract', 'public', 'index.html', 'admin.html', 'vite.config.ts', 'vite.admin.config.ts', 'vite.server.config.ts', 'package-lock.json'],
  command: ['npm', 'run', 'build', '--silent'],
};
const server = {
  stamp: 'dist/app/.build-stamp',
  outputs: ['dist/app/main.js'],
  sources: ['server', 'contract', 'src/domain', 'vite.server.config.ts', 'package-lock.json'],
  command: ['npx', 'vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
};

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

function isFresh(target) {
  const stamp = path.join(root, target.stamp);
  if (!existsSync(stamp) || !target.outputs.every((output) => existsSync(path.join(root, output)))) return false;
  return statSync(stamp).mtimeMs >= Math.max(...target.sources.map(newestMtime));
}

function build(target, label) {
  console.log(`[build] building ${label}…`);
  const run = spawnSync(target.command[0], target.command.slice(1), { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const at = new Date();
  for (const done of target === bundle ? [bundle, server] : [server]) writeFileSync(path.join(root, done.stamp), at.toISOString());
}

export function buildIfStale() {
  if (!isFresh(bundle)) build(bundle, 'the production bundle');
  else if (!isFresh(server)) build(server, 'the server');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
