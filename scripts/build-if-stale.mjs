// Builds the production bundle when it is missing or older than its sources (used by start and e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.cwd();
const stamp = path.join(root, 'dist/.build-stamp');
const sources = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

function buildIsFresh() {
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/entry-server.js'))) return false;
  return statSync(stamp).mtimeMs >= Math.max(...sources.map(newestMtime));
}

export function buildIfStale() {
  if (buildIsFresh()) return;
  console.log('[build] building the production bundle…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
